import type { APIRequestContext, Page } from '@playwright/test';
import { scaled, XREL_FAKE_URL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/** The demo catalogue's uid of an entry, found through the public API. */
async function uidOf(request: APIRequestContext, type: string, title: string): Promise<string> {
  const res = await request.get(`/api/entries/type/${type}?per_page=100&sortBy=name&sortOrder=asc`);
  const { data } = (await res.json()) as { data: { uid: string; title: string }[] };
  const entry = data.find((e) => e.title === title);
  if (!entry) throw new Error(`${title} is not in the demo catalogue`);
  return entry.uid;
}

const liveUids = (page: Page) =>
  page
    .getByTestId('live-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-uid')).join(','));

test.describe('visitor side', () => {
  test('home: the intro header rotates by its dots and the live feed draws anew', async ({ page }) => {
    // The first page of a fresh server: cold caches, then hydration (a busy machine took over 30 s).
    test.setTimeout(scaled(60_000));
    await page.goto('/');
    const hero = page.getByTestId('home-hero');
    // The first page of a fresh server also waits for its cold caches.
    await expect(hero).toBeVisible({ timeout: 15_000 });
    // The first paint's styles come in the right order: a filled button keeps its colour (an
    // unstyled button's transparent background once came after it and blanked it).
    await expect
      .poll(() => page.getByTestId('hero-details').evaluate((b) => getComputedStyle(b).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
    const first = await hero.getAttribute('data-uid');
    await page.getByTestId('intro-dot').nth(1).click();
    await expect(hero).not.toHaveAttribute('data-uid', first ?? '');

    // Home draws the sections below the fold when they come near the screen.
    await page.getByTestId('live-feed-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('live-item')).toHaveCount(6);
    const before = await liveUids(page);
    await page.getByTestId('live-random').click();
    await expect.poll(() => liveUids(page)).not.toBe(before);
    await expect(page.getByTestId('live-item')).toHaveCount(6);
    await page.getByTestId('actors-strip-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('actor-strip-item').first()).toBeVisible();
  });

  test('v2 listing: book means e-books, older sorts change the order, /v2 goes home', async ({ page }) => {
    await page.goto('/v2/type/book');
    await expect(page.getByTestId('legacy-listing')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-Books' })).toBeVisible();
    await expect(page.getByTestId('entry-card').first()).toBeVisible();
    await page.getByTestId('legacy-sort').getByText('Jahr').click();
    await expect(page).toHaveURL(/sortBy=year/);
    await page.goto('/v2');
    await expect(page).toHaveURL(/\/$/);
  });

  test('detail: quality filter, fuller table and a legacy detail address', async ({ page, request }) => {
    const uid = await uidOf(request, 'movie', 'Sintel');
    await page.goto(`/entry/${uid}`);
    await expect(page).toHaveURL(new RegExp(`/detail/${uid}$`));
    await expect(page.getByTestId('release-row')).toHaveCount(3);
    await page
      .getByTestId('quality-filter')
      .getByText(/^1080p/)
      .click();
    await expect(page.getByTestId('release-row')).toHaveCount(1);
    await expect(page.getByTestId('release-row')).toContainText('1080p');
    await page
      .getByTestId('quality-filter')
      .getByText(/^1080p/)
      .click();
    await expect(page.getByTestId('release-row')).toHaveCount(3);

    await page.getByTestId('full-table-toggle').click();
    await expect(page.getByRole('columnheader', { name: 'Auflösung' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Codec' })).toBeVisible();
    await expect(page.getByTestId('ad-link')).toHaveText(/Schneller laden/);
    await expect(page.getByTestId('add-to-cart').first()).toBeVisible();
    // Guests never see the moderators' edit button.
    await expect(page.getByTestId('entry-edit')).toHaveCount(0);
  });

  test('detail: series seasons collapse and open all at once', async ({ page, request }) => {
    await page.goto(`/detail/${await uidOf(request, 'series', 'Superman (Fleischer-Cartoons)')}`);
    const seasons = page.getByTestId('season');
    await expect(seasons).toHaveCount(2);
    await expect(seasons.nth(0).getByTestId('season-episode-count')).toHaveText('9 Episoden');
    await expect(seasons.nth(0).getByTestId('release-row').first()).toBeVisible();
    await expect(seasons.nth(1).getByTestId('release-row').first()).toBeHidden();

    await page.getByTestId('open-all-seasons').click();
    await expect(seasons.nth(1).getByTestId('release-row').first()).toBeVisible();
    await expect(page.getByTestId('open-all-seasons')).toHaveText('Alle Staffeln schließen');

    await seasons.nth(0).getByTestId('season-toggle').click();
    await expect(seasons.nth(0).getByTestId('release-row').first()).toBeHidden();
  });

  test('detail: the trailer overlay opens and closes by button and by a click anywhere', async ({
    page,
    request,
  }) => {
    await page.goto(`/detail/${await uidOf(request, 'movie', 'Sintel')}`);
    await page.getByTestId('trailer-button').click();
    const overlay = page.getByTestId('trailer-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByTestId('trailer-spinner')).toBeAttached();
    await expect(overlay.getByTestId('trailer-player')).toHaveAttribute('src', /sintel_trailer/);
    await page.getByTestId('trailer-close').click();
    await expect(overlay).toBeHidden();

    await page.getByTestId('trailer-button').click();
    await expect(overlay).toBeVisible();
    await overlay.click({ position: { x: 10, y: 300 } });
    await expect(overlay).toBeHidden();
  });

  test('NFO search: results, the xREL limit with a retry, and no results', async ({ page, request }) => {
    await page.goto(`/detail/${await uidOf(request, 'movie', 'Tears of Steel')}`);
    // The next xREL answer is a 429 that resets after a second.
    await request.post(`${XREL_FAKE_URL}/__fake/limit?count=1&reset=1`);
    await page.getByTestId('nfo-open').first().click();
    const dialog = page.getByTestId('nfo-dialog');
    await expect(dialog.getByText('NFO Search')).toBeVisible();
    await expect(dialog.getByTestId('nfo-limit')).toHaveText(/xREL Limit\. Warte kurz und probier nochmal\./);
    // The fake announces its reset one second ahead (rounded up to a whole second).
    await page.waitForTimeout(2500);
    await dialog.getByRole('button', { name: 'Erneut suchen' }).click();
    await expect(dialog.getByTestId('nfo-result').first()).toBeVisible();
    await expect(dialog.getByTestId('nfo-dirname').first()).toContainText('Tears.of.Steel');
    await expect(dialog.getByTestId('nfo-uri').first()).toHaveText('imdb:tt2285752');
    await expect(dialog.getByTestId('nfo-link').first()).toHaveAttribute('href', /xrel\.to/);

    await dialog.getByTestId('nfo-input').fill('Cosmos Laundromat S01');
    await dialog.getByTestId('nfo-input').press('Enter');
    await expect(dialog.getByTestId('nfo-query')).toHaveText(/Cosmos Laundromat S01\*/);
    await expect(dialog.getByTestId('nfo-result')).toHaveCount(3);

    await dialog.getByTestId('nfo-input').fill('Gibt.es.wirklich.nicht');
    await dialog.getByTestId('nfo-input').press('Enter');
    await expect(dialog.getByTestId('nfo-empty')).toHaveText('Keine Ergebnisse');
  });

  test('share and donation dialogs from the community page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // No internet in tests: the share target answers from here.
    await context.route('https://www.facebook.com/**', (route) => route.fulfill({ body: 'facebook' }));
    await page.goto('/community/vote');
    await expect(page).toHaveURL(/\/community$/);
    await page.getByTestId('community-share').click();
    const share = page.getByTestId('share-dialog');
    await expect(share.getByTestId('share-buttons').getByRole('button')).toHaveCount(5);
    await expect(share.getByTestId('referral-link')).toHaveCount(2);
    const popup = page.waitForEvent('popup');
    await share.getByTestId('share-facebook').click();
    expect((await popup).url()).toContain('facebook.com/sharer');

    await share.getByTestId('open-donation').click();
    const donation = page.getByTestId('donation-dialog');
    await expect(donation.getByTestId('wallet-BTC')).toContainText('bc1qregale2e');
    await expect(donation.getByTestId('wallet-XMR')).toBeVisible();
    await expect(donation.getByTestId('wallet-ETH')).toHaveCount(0);
    await donation.getByTestId('copy-wallet-BTC').click();
    await expect(page.getByText('Copied! Yeay!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('bc1qregale2e');
  });

  test('content pages: privacy, terms, support, about and an unknown page', async ({ page }) => {
    for (const [path, title] of [
      ['/privacy', 'Datenschutz'],
      ['/term-of-service', 'Nutzungsbedingungen'],
      ['/support', 'Support'],
      ['/page/about', 'Über Regal'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('content-page-title')).toHaveText(title);
      await expect(page.getByTestId('content-page-body').locator('h2').first()).toBeVisible();
    }
    await expect(page).toHaveTitle(/Über Regal/);
    await page.goto('/page/gibt-es-nicht');
    await expect(page.getByText('Seite nicht gefunden')).toBeVisible();
  });

  test('warez mode: a dense release table with a type filter and pages', async ({ page }) => {
    await page.goto('/warezmode');
    await expect(page.getByTestId('warez-row')).toHaveCount(50);
    await page.getByTestId('warez-types').getByText('Serien', { exact: true }).click();
    await expect(page).toHaveURL(/type=series/);
    await expect(page.getByTestId('warez-row').first()).toHaveAttribute('data-type', 'series');
    const types = await page
      .getByTestId('warez-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
    expect(new Set(types)).toEqual(new Set(['series']));
    await page.getByTestId('warez-types').getByText('Filme', { exact: true }).click();
    await expect(page.getByTestId('warez-row').first()).toHaveAttribute('data-type', 'movie');
  });
});
