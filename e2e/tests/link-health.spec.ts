import { ADMIN_PASSWORD, scaled } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { saveScreenshot } from './screenshots.ts';
import { logIn } from './staff-users.ts';

/** Issue 13: every hoster button carries its link's status image, served by our own endpoint. */
test('the detail page shows a status image next to each hoster button', async ({ page, request }) => {
  test.setTimeout(scaled(90_000));
  const list = await request.get('/api/entries/type/digital?per_page=100&sortBy=name&sortOrder=asc');
  const entry = ((await list.json()) as { data: { uid: string; title: string }[] }).data.find(
    (e) => e.title === 'Pepper&Carrot',
  );
  if (!entry) throw new Error('Pepper&Carrot is not in the demo catalogue');
  const detail = (await (await request.get(`/api/entries/${entry.uid}`)).json()) as {
    releases: { links: Record<string, string[]>; options: { check: Record<string, string> } }[];
  };
  const [release] = detail.releases;
  const [hoster] = Object.keys(release?.links ?? {});
  const image = release?.options.check[hoster ?? ''] ?? '';
  expect(image).toMatch(/^\/api\/links\/status\/\w+\/.+\.svg$/);
  // The demo's links are checked after start (against the fake hosters): this one becomes online.
  await expect
    .poll(async () => (await request.get(image)).headers()['x-link-state'], {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe('online');

  await page.goto(`/detail/${entry.uid}`);
  const buttons = page.getByTestId('hoster-link');
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    const status = buttons.nth(i).getByTestId('link-status');
    // The badge speaks the page's language (German here).
    await expect(status).toHaveAttribute('src', /^\/api\/links\/status\/\w+\/.+\.svg\?lang=de$/);
    await expect
      .poll(() => status.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await buttons.first().scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'link-health-detail');
  await page.setViewportSize({ width: 390, height: 844 });
  await buttons.first().scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'link-health-detail-mobile');
});

test('[ADMIN] sees the checked links, checks an entry now and watches the job queue', async ({ page }) => {
  await logIn(page, 'admin', ADMIN_PASSWORD);

  await page.goto('/dashboard/links?state=all&search=Pepper');
  const list = page.getByTestId('link-list');
  await expect(list.getByTestId('link-state').first()).toHaveText('online');
  await saveScreenshot(page, 'link-health-dashboard');
  await list.getByRole('link', { name: 'Pepper&Carrot' }).first().click();
  await expect(page.getByTestId('entry-links')).toBeVisible();
  await page.getByTestId('check-entry-links').click();
  await expect(page.getByRole('status')).toContainText('4 Links werden geprüft.');

  await page.goto('/dashboard/jobs');
  await expect(page.getByTestId('job-counts')).toContainText('links.check');
  await saveScreenshot(page, 'jobs-dashboard');
});
