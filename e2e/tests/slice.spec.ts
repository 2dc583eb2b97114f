import { expect, test } from './fixtures.ts';
import { saveScreenshot, waitForImages } from './screenshots.ts';

test.describe('first visitor path', () => {
  test('home → type listing → entry detail on the demo catalogue', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('latest-entries').getByTestId('entry-card').first()).toBeVisible();
    expect(await page.getByTestId('latest-entries').getByTestId('entry-card').count()).toBeGreaterThanOrEqual(
      12,
    );

    await page.getByTestId('type-nav-series').click();
    await expect(page).toHaveURL(/\/type\/series/);
    await expect(page.getByTestId('type-listing')).toBeVisible();
    const firstCard = page.getByTestId('entry-card').first();
    const title = (await firstCard.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(0);

    await firstCard.click();
    await expect(page).toHaveURL(/\/detail\/[A-Za-z0-9]+\/[a-z0-9-]+$/);
    await expect(page.getByTestId('entry-detail')).toBeVisible();
    await expect(page.getByTestId('entry-title')).not.toBeEmpty();
    await expect(page.getByTestId('release-row').first()).toBeVisible();
    // Release rows carry a size in 1024 units and hoster links that open in a new tab.
    await expect(page.getByTestId('release-size').first()).toHaveText(/\d+(\.\d+)? (KB|MB|GB|TB)/);
    const hoster = page.getByTestId('hoster-link').first();
    await expect(hoster).toHaveAttribute('target', '_blank');
    await expect(hoster).toHaveAttribute('href', /^https:\/\//);
  });

  test('a type listing pages through the catalogue and keeps the page in the URL', async ({ page }) => {
    await page.goto('/type/movie');
    await expect(page.getByTestId('entry-card').first()).toBeVisible();
    const pagination = page.getByTestId('pagination');
    if ((await pagination.count()) > 0) {
      const firstTitle = await page.getByTestId('entry-card').first().textContent();
      await page.getByTestId('pagination-page-2').click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByTestId('entry-card').first()).not.toHaveText(firstTitle ?? '');
    }
    await page.getByTestId('sort-select').click();
    await page.getByRole('option', { name: /Name|Titel/ }).click();
    await expect(page).toHaveURL(/sortBy=name/);
  });

  test('unknown paths and missing entries show the not-found page', async ({ page }) => {
    await page.goto('/this/page/does/not/exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/detail/doesnotexist/nothing');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/v2');
    await expect(page).toHaveURL(/\/$/);
  });

  test('dark mode is on by default and the toggle is remembered', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('German by default; switching to English changes texts and the locale cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('type-nav-movie')).toHaveText('Filme');
    const apiLanguage = page.waitForRequest(
      (req) => req.url().includes('/api/') && req.headers()['accept-language'] === 'en',
    );
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-en').click();
    await expect(page.getByTestId('type-nav-movie')).toHaveText('Movies');
    await page.reload();
    await expect(page.getByTestId('type-nav-movie')).toHaveText('Movies');
    await apiLanguage;
    const cookie = (await context.cookies()).find((c) => c.name === 'regal_locale');
    expect(cookie?.value).toBe('en');
    // 365 days, give or take the test's own runtime.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  });
});

test.describe('screenshots of the slice in both themes', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`home, listing and detail (${scheme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('regal_dark_mode', value), scheme);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await expect(page.getByTestId('entry-card').first()).toBeVisible();
      await waitForImages(page);
      await saveScreenshot(page, `home-${scheme}`);
      await page.goto('/type/movie');
      await expect(page.getByTestId('entry-card').first()).toBeVisible();
      await waitForImages(page);
      await saveScreenshot(page, `listing-${scheme}`);
      await page.getByTestId('entry-card').first().click();
      await expect(page.getByTestId('release-row').first()).toBeVisible();
      await waitForImages(page);
      await saveScreenshot(page, `detail-${scheme}`);
    });
  }
});
