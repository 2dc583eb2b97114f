import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scaled } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/** The built service worker the server sends; rewritten here to stand for a new deploy. */
const SW_FILE = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'sw.js');
const ROOT_VERSION = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

test.describe('installable app', () => {
  test.describe('with its service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('serves a web manifest and a worker that controls the pages', async ({ page, request }) => {
      const manifest = await request.get('/app/manifest.webmanifest');
      expect(manifest.ok()).toBe(true);
      const body = (await manifest.json()) as { start_url: string; display: string; icons: unknown[] };
      expect(body.start_url).toBe('/');
      expect(body.display).toBe('standalone');
      expect(body.icons.length).toBeGreaterThan(0);
      await page.goto('/');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app/manifest.webmanifest');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
        .toBe(true);
    });

    test("spec §4 update flow: a new worker skips waiting, the page reloads and says 'Update v… installed'", async ({
      page,
    }) => {
      // Two service-worker installs (the shell's precache each time) on a shared 2-core machine.
      test.setTimeout(scaled(90_000));
      // Notes when the notice appears and goes (it shows for 500 ms only, faster than assertions poll).
      await page.addInitScript(() => {
        const seen: { text: string; shownAt: number; goneAt: number | null }[] = [];
        (window as unknown as { __updateNotice: typeof seen }).__updateNotice = seen;
        new MutationObserver(() => {
          const node = document.querySelector('[data-testid="sw-update-installed"]');
          const last = seen.at(-1);
          if (node && (!last || last.goneAt !== null)) {
            seen.push({ text: node.textContent ?? '', shownAt: performance.now(), goneAt: null });
          } else if (!node && last && last.goneAt === null) {
            last.goneAt = performance.now();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
        .toBe(true);
      await expect(page.getByTestId('home-hero')).toBeVisible({ timeout: 30_000 });

      const original = readFileSync(SW_FILE, 'utf8');
      try {
        // A new deploy: the worker script differs by one byte-comment.
        writeFileSync(SW_FILE, `${original}\n// e2e update ${Date.now()}\n`);
        const reloaded = page.waitForEvent('load');
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update();
        });
        await reloaded;
        type Seen = { text: string; shownAt: number; goneAt: number | null }[];
        const seen = () =>
          page.evaluate(() => (window as unknown as { __updateNotice: Seen }).__updateNotice);
        await expect
          .poll(async () => (await seen()).some((n) => n.goneAt !== null), { timeout: 15_000 })
          .toBe(true);
        const [notice] = await seen();
        expect(notice?.text).toContain(`Update v${ROOT_VERSION} installed`);
        // Spec §4: shown for 500 ms (autoClose) plus Mantine's transitions; it goes by itself (the poll
        // above saw it go). Only the lower bound is checked: a loaded machine makes it longer, never
        // shorter (issue 33: no upper wall-clock bound in a test).
        const shownMs = (notice?.goneAt ?? 0) - (notice?.shownAt ?? 0);
        expect(shownMs).toBeGreaterThanOrEqual(450);
      } finally {
        writeFileSync(SW_FILE, original);
      }
    });
  });

  test.describe('in an English browser without a language cookie (issue 36)', () => {
    test.use({ serviceWorkers: 'allow', locale: 'en-US' });

    test('once the worker is installed, the next page is still English and server-rendered; offline the shell is English', async ({
      page,
      context,
    }) => {
      test.setTimeout(scaled(90_000));
      expect(await context.cookies()).toEqual([]);
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
        .toBe(true);

      // The second page: the server's HTML (its language, its title), not the worker's cached shell.
      await page.goto('/term-of-service');
      await expect(page.locator('html')).toHaveAttribute('data-ssr-lang', 'en');
      await expect(page.getByTestId('content-page-title')).toHaveText('Terms of service');
      await expect(page).toHaveTitle(/Regal terms of service/);
      // An unknown address keeps its real status (the shell answered 200 for everything).
      const missing = await page.goto('/no-such-page-anywhere');
      expect(missing?.status()).toBe(404);

      // Offline the cached shell answers, in the browser's language.
      await context.setOffline(true);
      try {
        // A plain tab: the fixture's goto waits for the app to be interactive, which needs data.
        const offline = await context.newPage();
        await offline.goto('/', { waitUntil: 'domcontentloaded' });
        await expect(offline.locator('html')).not.toHaveAttribute('data-ssr-lang', /.+/);
        await expect(offline.locator('html')).toHaveAttribute('lang', 'en');
      } finally {
        await context.setOffline(false);
      }
    });
  });

  test('spec §8: a chunk that fails to load shows a ChunkLoadError page with a reload offer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-hero')).toBeVisible({ timeout: 30_000 });
    await page.route(/\/app\/js\/type-listing-page-[^/]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState({}, '', '/type/movie');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const error = page.getByTestId('chunk-load-error');
    await expect(error).toBeVisible();
    await page.unroute(/\/app\/js\/type-listing-page-[^/]+\.js$/);
    // The reload offer works from the keyboard as well; Enter reloads the page.
    const reloaded = page.waitForEvent('load');
    await error.getByRole('button').press('Enter');
    await reloaded;
    await expect(page.getByTestId('chunk-load-error')).toBeHidden();
  });
});
