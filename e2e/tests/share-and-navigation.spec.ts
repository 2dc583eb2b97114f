import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { saveScreenshot, waitForImages } from './screenshots.ts';

/**
 * Issue 20: an entry can be shared (spec §2's buttons in a 600×400 popup, the Web Share API on
 * phones), and moving around feels instant — route chunks are fetched before the click, no style
 * sheet twice, the back button returns to the listing where it was, and "Zu den Releases" jumps
 * within the page without a history step.
 */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Opened {
  url: string;
  target: string;
  features: string;
}

async function sintel(page: Page) {
  const latest = await page.request.get('/api/entries/latest?limit=60&type=movie');
  const entry = ((await latest.json()).data as { uid: string; slug: string; title: string }[]).find(
    (e) => e.title === 'Sintel',
  );
  if (!entry) throw new Error('the demo catalogue has no Sintel');
  return { path: `/detail/${entry.uid}/${entry.slug}`, uid: entry.uid };
}

/** Records window.open instead of opening popups; on phones, navigator.share as well. */
async function recordSharing(page: Page, withWebShare: boolean) {
  await page.addInitScript((webShare) => {
    const w = window as unknown as { __opened: Opened[]; __shared: ShareData[] };
    w.__opened = [];
    w.__shared = [];
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.__opened.push({ url: String(url), target: target ?? '', features: features ?? '' });
      return null;
    };
    if (webShare) {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          w.__shared.push(data);
        },
      });
    } else {
      delete (Navigator.prototype as { share?: unknown }).share;
    }
  }, withWebShare);
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);

for (const [name, viewport] of [
  ['1366', DESKTOP],
  ['390', PHONE],
] as const) {
  test(`the entry page shares its canonical address on every network (${name} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const phone = viewport === PHONE;
    await recordSharing(page, phone);
    const { path, uid } = await sintel(page);
    await page.goto(path);
    const share = page.getByTestId('entry-share');
    await expect(share).toBeVisible();
    await share.scrollIntoViewIfNeeded();
    await waitForImages(page);
    await saveScreenshot(page, `detail-share-${name}`);

    const canonical = `${BASE_URL}${path}`;
    const expected: Record<string, (url: URL) => void> = {
      facebook: (url) => {
        expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
        expect(url.searchParams.get('u')).toBe(canonical);
      },
      x: (url) => {
        expect(url.origin + url.pathname).toBe('https://x.com/intent/tweet');
        expect(url.searchParams.get('url')).toBe(canonical);
        expect(url.searchParams.get('text')).toContain('Sintel');
      },
      reddit: (url) => {
        expect(url.origin + url.pathname).toBe('https://www.reddit.com/submit');
        expect(url.searchParams.get('url')).toBe(canonical);
        expect(url.searchParams.get('title')).toContain('Sintel');
      },
      whatsapp: (url) => {
        expect(url.origin + url.pathname).toBe('https://wa.me/');
        expect(url.searchParams.get('text')).toContain(canonical);
      },
      telegram: (url) => {
        expect(url.origin + url.pathname).toBe('https://t.me/share/url');
        expect(url.searchParams.get('url')).toBe(canonical);
      },
    };
    for (const [network, check] of Object.entries(expected)) {
      await share.getByTestId(`share-${network}`).click();
      const calls = await opened(page);
      const last = calls.at(-1);
      expect(last, network).toBeDefined();
      if (!last) continue;
      check(new URL(last.url));
      expect(last.features).toContain('width=600');
      expect(last.features).toContain('height=400');
    }
    expect(await opened(page)).toHaveLength(5);
    // The share links carry the entry's uid, never the serial id.
    expect((await opened(page)).every((call) => decodeURIComponent(call.url).includes(uid))).toBe(true);

    const native = share.getByTestId('share-native');
    if (phone) {
      await native.click();
      const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
      expect(shared).toEqual([expect.objectContaining({ url: canonical, title: 'Sintel' })]);
    } else {
      // Without the Web Share API there is no button for it.
      await expect(native).toHaveCount(0);
    }
  });
}

test('the back button returns to the listing at its scroll position', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/type/movie');
  const cards = page.getByTestId('entry-card');
  await expect(cards.nth(10)).toBeVisible();
  const card = cards.nth(10);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 150));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  const uid = await card.getAttribute('data-uid');
  await card.click();
  await expect(page.getByTestId('entry-detail')).toHaveAttribute('data-uid', uid ?? '');
  // A new page starts at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  await page.goBack();
  await expect(page.getByTestId('type-listing')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 10);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 10);
});

test('"Zu den Releases" scrolls to the releases without a history step', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/type/movie');
  await page.getByTestId('entry-card').filter({ hasText: 'Sintel' }).click();
  await expect(page.getByTestId('entry-detail')).toBeVisible();
  const detailUrl = page.url();
  const steps = await page.evaluate(() => history.length);
  await page.getByTestId('to-releases').click();
  await expect(page.locator('#releases')).toBeInViewport();
  expect(page.url()).toBe(detailUrl);
  expect(await page.evaluate(() => history.length)).toBe(steps);
  // One step back leaves the entry.
  await page.goBack();
  await expect(page.getByTestId('type-listing')).toBeVisible();
});

test('route chunks are fetched before the click, and no style sheet twice', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });

  const { path } = await sintel(page);
  await page.goto(path);
  await expect(page.getByTestId('entry-title')).toHaveText('Sintel');

  // Hovering a type in the header fetches that listing's route module before any click.
  const listingChunk = (url: string) => /\/app\/js\/type-listing-page-[^/]+\.js$/.test(url);
  expect(requests.some(listingChunk)).toBe(false);
  await page.getByTestId('type-nav-movie').hover();
  await expect.poll(() => requests.some(listingChunk)).toBe(true);
  await page.getByTestId('type-nav-movie').click();
  await expect(page.getByTestId('type-listing')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('entry-title')).toHaveText('Sintel');

  const sheets = requests.filter((url) => url.endsWith('.css'));
  expect(sheets.length).toBeGreaterThan(0);
  const twice = sheets.filter((url, i) => sheets.indexOf(url) !== i);
  expect(twice, 'style sheets fetched twice').toEqual([]);
  expect(warnings, 'preloads the page did not use').toEqual([]);
});

test('listing, search and home announce their Atom feeds; the search page links its own', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feed',
  );
  await page.goto('/type/series');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feed/type/series',
  );
  await page.goto('/search?page=1&q=Sintel');
  const feed = page.getByTestId('feed-link');
  await expect(feed).toBeVisible();
  const href = await feed.getAttribute('href');
  expect(href).toMatch(/^\/feed\/search\?/);
  expect(new URL(href ?? '', BASE_URL).searchParams.get('q')).toBe('Sintel');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    href ?? '',
  );
  const res = await page.request.get(href ?? '');
  expect(res.headers()['content-type']).toContain('application/atom+xml');
  expect(await res.text()).toContain('<title>Sintel</title>');
});
