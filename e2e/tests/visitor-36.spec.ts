import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { scaled } from '../playwright.config.ts';
import { expect as baseExpect, test } from './fixtures.ts';

/** Issue 36, the visitor side's remaining items: each test failed on the main it was written against. */
const expect = baseExpect.configure({ timeout: scaled(45_000) });

type Lang = 'de' | 'en';
const localeFile = <T>(lang: Lang, ns: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', lang, `${ns}.json`),
      'utf8',
    ),
  ) as T;
async function uidOf(request: APIRequestContext, type: string, title: string): Promise<string> {
  const res = await request.get(`/api/entries/type/${type}?per_page=100&sortBy=name&sortOrder=asc`);
  const { data } = (await res.json()) as { data: { uid: string; title: string }[] };
  const entry = data.find((e) => e.title === title);
  if (!entry) throw new Error(`${title} is not in the demo catalogue`);
  return entry.uid;
}

const common = (lang: Lang) =>
  localeFile<{ loading: string; loadError: Record<string, string> }>(lang, 'common');

test.describe('issue 36: visitor side', () => {
  test('[VISITOR] a type page whose read fails offers a retry instead of loading forever', async ({
    page,
  }) => {
    await page.route('**/api/entries/type/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    // Client-side navigation: the type page reads its list through the API (the server's render of
    // a direct load already carries the list).
    await page.getByTestId('type-nav-movie').click();
    const error = page.getByTestId('load-error');
    await expect(error).toContainText(common('de').loadError.title ?? '');
    await expect(page.getByTestId('listing-total')).not.toContainText(common('de').loading);
    await page.unroute('**/api/entries/type/**');
    await error.getByRole('button', { name: common('de').loadError.retry ?? '' }).click();
    await expect(error).toHaveCount(0);
    await expect(page.getByTestId('listing-total')).toContainText(/\d/);
  });

  test('[VISITOR] warez mode whose read fails offers a retry', async ({ page }) => {
    await page.goto('/warezmode');
    // Another type is read through the API (the server's render carries the first page).
    await page.route('**/api/releases/newest**', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('warez-types').getByText('Filme').click();
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await page.unroute('**/api/releases/newest**');
    await page.getByTestId('load-error-retry').click();
    await expect(page.getByTestId('warez-row').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('[VISITOR] an anime film shows the film table and names "Anime" once', async ({ page, request }) => {
    await page.goto(`/detail/${await uidOf(request, 'anime', 'Namakura Gatana')}`);
    await expect(page.getByTestId('releases-table')).toBeVisible();
    await expect(page.getByTestId('series-releases')).toHaveCount(0);
    await expect(page.getByText('Ohne Staffel')).toHaveCount(0);
    await expect(page.getByTestId('chip-type')).toHaveText('Anime');
    await expect(page.getByTestId('chip-genre').filter({ hasText: /^Anime$/ })).toHaveCount(0);
    await expect(page.getByTestId('chip-genre').first()).toBeVisible();
  });

  test('[VISITOR] at 390 px stacked cart notices leave the jDownloader buttons free', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const latest = await page.request.get('/api/entries/latest?limit=60&type=movie');
    const sintel = ((await latest.json()).data as { uid: string; slug: string; title: string }[]).find(
      (entry) => entry.title === 'Sintel',
    );
    if (!sintel) throw new Error('the demo catalogue has no Sintel');
    await page.goto(`/detail/${sintel.uid}/${sintel.slug}`);
    for (const row of await page.getByTestId('release-row').all())
      await row.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-button').click();
    const send = page.getByTestId('cnl-send');
    await expect(send).toBeVisible();
    // No jDownloader listens: each press adds a notice ("Kein jDownloader gefunden").
    for (let i = 0; i < 3; i++) await send.click();
    await expect(page.getByTestId('cnl-not-found').first()).toBeVisible();
    // One notice at a time on a phone, and the buttons stay clickable under it.
    await expect(page.locator('.mantine-Notification-root:visible')).toHaveCount(1);
    for (const id of ['cnl-send', 'cnl-send-encrypted']) {
      const free = await page.getByTestId(id).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top !== null && el.contains(top);
      });
      expect(free, id).toBe(true);
    }
  });

  test("[VISITOR] the apps menu opens the site's own places in the same tab, the API docs included", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const open = async () =>
      expect(async () => {
        await page.getByTestId('apps-menu').click();
        await expect(page.getByTestId('apps-dropdown')).toBeVisible({ timeout: 2_000 });
      }).toPass();
    await open();
    const links = page.getByTestId('app-link');
    await expect(links).toHaveCount(5);
    // All five default places are this site's: none opens a new tab.
    await expect
      .poll(() => links.evaluateAll((els) => els.map((el) => el.getAttribute('target'))))
      .toEqual([null, null, null, null, null]);
    await links.filter({ hasText: 'Warez-Modus' }).click();
    await expect(page).toHaveURL(/\/warezmode$/);
    await open();
    await links.filter({ hasText: 'API' }).click();
    await expect(page).toHaveURL(/\/api\/docs/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    expect(context.pages()).toHaveLength(1);
  });

  test("[VISITOR] Mantine's two sheets stand in the head, not in #root, and the theme still wins", async ({
    page,
  }) => {
    // A server-rendered page and one the browser draws from the shell (sign-in).
    for (const address of ['/', '/login']) {
      await page.goto(address);
      // Sign-in's provider buttons come with the public settings, after the page is interactive:
      // they once wrote a SimpleGrid's <style> into #root (a CI run beside a CPU hog, issue 33).
      if (address === '/login') await expect(page.getByTestId('oauth-facebook')).toBeVisible();
      const sheets = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        return {
          inRoot: document.querySelectorAll('#root style').length,
          variables: document.head.querySelectorAll('style[data-mantine-styles="true"]').length,
          classes: document.head.querySelectorAll('style[data-mantine-styles="classes"]').length,
          // The theme's own colour, and a dark-scheme value Mantine's stylesheet also sets: the
          // theme's sheet must come after that stylesheet to win.
          primary: root.getPropertyValue('--mantine-color-regal-6').trim(),
          body: root.getPropertyValue('--mantine-color-body').trim(),
        };
      });
      expect(sheets, address).toEqual({
        inRoot: 0,
        variables: 1,
        classes: 1,
        primary: '#6a3eea',
        body: '#0e0f14',
      });
    }
  });
});
