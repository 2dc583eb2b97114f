import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 14's small things: sizes in the reader's number format, tooltips gone while a menu is
 * open, notices below the header, images that keep their place (lazy below the fold, fixed boxes).
 */
const PHONE = { width: 390, height: 844 };

async function sintelPath(page: Page) {
  const latest = await page.request.get('/api/entries/latest?limit=60&type=movie');
  const sintel = ((await latest.json()).data as { uid: string; slug: string; title: string }[]).find(
    (entry) => entry.title === 'Sintel',
  );
  if (!sintel) throw new Error('the demo catalogue has no Sintel');
  return `/detail/${sintel.uid}/${sintel.slug}`;
}

async function sizesOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByTestId('release-size').first()).toBeVisible();
  return page.getByTestId('release-size').allTextContents();
}

test('sizes: "1,2 GB" in German, "1.2 GB" in English, on the entry page, the release search and 0day', async ({
  page,
  context,
}) => {
  const paths = [await sintelPath(page), '/search?mode=releases&page=1&q=sintel', '/search?mode=0day&page=1'];
  for (const path of paths) {
    const german = await sizesOn(page, path);
    for (const size of german) expect(size, path).toMatch(/^\d+(,\d+)? (B|KB|MB|GB|TB)$/);
    expect(
      german.some((size) => size.includes(',')),
      `${path}: ${german.join(' | ')}`,
    ).toBe(true);
  }
  await context.addCookies([{ name: 'regal_locale', value: 'en', url: BASE_URL }]);
  for (const path of paths) {
    const english = await sizesOn(page, path);
    for (const size of english) expect(size, path).toMatch(/^\d+(\.\d+)? (B|KB|MB|GB|TB)$/);
    expect(
      english.some((size) => size.includes('.')),
      `${path}: ${english.join(' | ')}`,
    ).toBe(true);
  }
});

test('a tooltip does not stay up while a menu is open', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('theme-toggle').hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  // The mouse stays on the toggle; the keyboard opens the language menu beside it.
  await page.getByTestId('language-switch').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(tooltip).toBeHidden();
});

test('a focused button keeps the focus when its tooltip arrives after the first paint', async ({ page }) => {
  const tooltipChunk = page.waitForResponse(/\/app\/js\/tooltip-chunk-[^/]+\.js$/, { timeout: 15_000 });
  await page.goto('/');
  // Focused before the tooltips load (a programmatic focus is no first act: they come when idle).
  const toggle = page.getByTestId('theme-toggle');
  await toggle.focus();
  await expect(toggle).toBeFocused();
  await tooltipChunk;
  // A tooltip on hover means the button is wrapped now (that mounts it anew): it has the focus back.
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(toggle).toBeFocused();
});

test('a press on a menu trigger is not lost when the menu arrives before the button comes up', async ({
  page,
}) => {
  await page.goto('/');
  const bell = page.getByTestId('notifications-menu');
  await expect(bell).toBeVisible();
  // The press is the first act: it starts loading the deferred menus, which swap in under the pointer.
  const menuChunk = page.waitForResponse(/\/app\/js\/notifications-menu-[^/]+\.js$/, { timeout: 15_000 });
  const box = await bell.boundingBox();
  if (!box) throw new Error('the bell has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await menuChunk;
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect(page.getByTestId('notifications-dropdown')).toBeVisible();
});

test('notices appear below the header and clear of an open dialog, on a phone and on a desktop', async ({
  page,
}) => {
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto(await sintelPath(page));
    const add = page.getByTestId('release-row').first().getByTestId('add-to-cart');
    await expect(add).toBeVisible();
    await add.click();
    const notice = page.locator('.mantine-Notification-root').first();
    await expect(notice).toBeVisible();
    const header = await page.getByTestId('app-header').boundingBox();
    const box = await notice.boundingBox();
    expect(header && box, 'header and notice are drawn').toBeTruthy();
    if (header && box) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    // With a dialog open, the notice moves to the bottom, off the dialog (it covered its first item).
    await page.getByTestId('cart-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(notice).toBeVisible();
    const shown = await dialog.boundingBox();
    const moved = await notice.boundingBox();
    expect(shown && moved, 'dialog and notice are drawn').toBeTruthy();
    if (shown && moved) {
      const overlaps =
        moved.y < shown.y + shown.height &&
        moved.y + moved.height > shown.y &&
        moved.x < shown.x + shown.width &&
        moved.x + moved.width > shown.x;
      expect(overlaps, 'the notice covers the dialog').toBe(false);
    }
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.clear());
  }
});

test('images keep their place: below the fold they load lazily, every one has a fixed box', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // Home's first rows load eagerly on purpose (the lead tunes them for the largest paint).
  for (const path of [await sintelPath(page), '/search/actors?q=a']) {
    await page.goto(path);
    await page.locator('main img').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    const images = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main img')).map((img) => {
        const box = img.getBoundingClientRect();
        const image = img as HTMLImageElement;
        return {
          src: image.currentSrc || image.src,
          belowFold: box.top + window.scrollY > window.innerHeight,
          lazy: image.loading === 'lazy',
        };
      }),
    );
    expect(images.length, path).toBeGreaterThan(0);
    const eagerBelow = images.filter((img) => img.belowFold && !img.lazy).map((img) => img.src);
    expect(eagerBelow, `${path}: images below the fold without loading="lazy"`).toEqual([]);
    // Nothing moved while the page loaded (Cumulative Layout Shift, as Lighthouse counts it).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, `${path}: layout shift`).toBeLessThanOrEqual(0.1);
  }
});

test('images have their box before the picture arrives (pictures blocked, boxes stay)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const detail = await sintelPath(page);
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'image' ? route.abort() : route.continue(),
  );
  for (const path of ['/', detail]) {
    await page.goto(path);
    await page.locator('main img').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    const collapsed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main img'))
        .map((img) => ({ img, box: img.getBoundingClientRect() }))
        // Hidden on purpose (a scroller's off-screen copy, display: none) does not count.
        .filter(({ img }) => getComputedStyle(img).display !== 'none')
        .filter(({ box }) => box.width < 8 || box.height < 8)
        .map(
          ({ img, box }) =>
            `${(img as HTMLImageElement).src} ${Math.round(box.width)}x${Math.round(box.height)}`,
        ),
    );
    expect(collapsed, `${path}: images without a box of their own`).toEqual([]);
  }
});
