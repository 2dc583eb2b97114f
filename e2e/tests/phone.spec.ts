import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { saveScreenshot, waitForImages } from './screenshots.ts';

/**
 * Issue 14 on a 390 px phone: release lists keep their cart button on screen (stacked rows instead
 * of a sideways-scrolling table), and the cart dialog wraps instead of cutting its buttons.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SINTEL_1080 = 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE';
const SINTEL_720 = 'Sintel.2010.720p.BluRay.x264-OPENMOViE';

async function sintelPath(page: Page) {
  const latest = await page.request.get('/api/entries/latest?limit=60&type=movie');
  const sintel = ((await latest.json()).data as { uid: string; slug: string; title: string }[]).find(
    (entry) => entry.title === 'Sintel',
  );
  if (!sintel) throw new Error('the demo catalogue has no Sintel');
  return `/detail/${sintel.uid}/${sintel.slug}`;
}

async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The element lies wholly inside the viewport's width and is not a sliver. */
async function expectInsideViewport(locator: Locator, label: string, minWidth = 24) {
  // A button is mounted anew once its tooltip arrives after the first paint (scrolling is a first
  // act that starts it): a box asked for in that moment is null, so ask again shortly.
  let box = await locator.boundingBox();
  for (let attempt = 0; box === null && attempt < 30; attempt += 1) {
    await locator.page().waitForTimeout(100);
    box = await locator.boundingBox();
  }
  expect(box, `${label} has no box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${label} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(
    box.x + box.width,
    `${label} ends right of the screen (x=${box.x}, w=${box.width})`,
  ).toBeLessThanOrEqual(PHONE.width);
  expect(box.width, `${label} is squashed`).toBeGreaterThanOrEqual(minWidth);
}

test.describe('on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('the entry page stacks its releases: the first cart button is on screen and works', async ({
    page,
  }) => {
    await page.goto(await sintelPath(page));
    const row = page.getByTestId('release-row').first();
    await expect(row).toBeVisible();
    const cart = row.getByTestId('add-to-cart');
    await cart.scrollIntoViewIfNeeded();
    await expectInsideViewport(cart, 'the cart button');
    // The release name wraps inside the screen instead of running off it.
    await expectInsideViewport(row.getByText(/Sintel\./).first(), 'the release name');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await cart.click();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '1');

    // The fuller table stacks too (four more values per row).
    await page.getByTestId('full-table-toggle').click({ force: true });
    await expect(page.getByTestId('releases-table').first()).toHaveAttribute('data-full', 'true');
    await expectInsideViewport(page.getByTestId('add-to-cart').first(), 'the cart button (full table)');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('full-table-toggle').click({ force: true });

    await page.getByTestId('entry-releases').scrollIntoViewIfNeeded();
    await waitForImages(page);
    await saveScreenshot(page, 'phone-entry-releases');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('entry-releases').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'desktop-entry-releases');
  });

  test('the release search stacks its results with the cart button on screen', async ({ page }) => {
    await page.goto('/search?mode=releases&page=1&q=sintel');
    const row = page.getByTestId('release-result-row').first();
    await expect(row).toBeVisible();
    const cart = row.getByTestId('add-to-cart');
    await expectInsideViewport(cart, 'the cart button');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await cart.click();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '1');
    await saveScreenshot(page, 'phone-release-search');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'desktop-release-search');
  });

  test('the 0day list and warezmode keep the cart button on screen', async ({ page }) => {
    for (const [path, rowId] of [
      ['/search?mode=0day&page=1', 'zeroday-row'],
      ['/warezmode', 'warez-row'],
    ] as const) {
      await page.goto(path);
      const cart = page.getByTestId(rowId).first().getByTestId('add-to-cart');
      await expect(cart).toBeVisible();
      await expectInsideViewport(cart, `the cart button on ${path}`);
      expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('the cart dialog wraps: every button fully visible and readable', async ({ page }) => {
    await page.goto(await sintelPath(page));
    for (const fulltitle of [SINTEL_1080, SINTEL_720]) {
      await page.getByTestId('release-row').filter({ hasText: fulltitle }).getByTestId('add-to-cart').click();
    }
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '2');
    await page.getByTestId('cart-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cart-item')).toHaveCount(2);
    // The "added" notices close by themselves; the dialog is looked at without them.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });

    const controls = dialog.locator('button, select, input');
    const count = await controls.count();
    expect(count).toBeGreaterThan(6);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      await control.scrollIntoViewIfNeeded();
      const label =
        (await control.getAttribute('aria-label')) ??
        (await control.getAttribute('data-testid')) ??
        (await control.textContent()) ??
        '';
      await expectInsideViewport(control, label, 28);
      // A button's text is not cut: its content fits its own box.
      const cut = await control.evaluate((node) => {
        const label = node.querySelector('.mantine-Button-label');
        return label ? label.scrollWidth > label.clientWidth + 1 : false;
      });
      expect(cut, `${label} cuts its text`).toBe(false);
    }
    // The source picker stays wide enough to read "blender.org (1 Link)".
    const source = dialog.getByTestId('cart-item-source').first();
    expect((await source.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(150);
    await expect(dialog.getByTestId('container-download')).toHaveText('DLC herunterladen');
    await dialog.getByTestId('container-format').selectOption('rsdf');
    await expect(dialog.getByTestId('container-download')).toHaveText('RSDF herunterladen');
    await expectInsideViewport(dialog.getByTestId('container-download'), 'RSDF herunterladen', 120);
    await dialog.getByTestId('cart-item').first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-cart-dialog');
    await dialog.getByTestId('container-download').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-cart-dialog-bottom');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'desktop-cart-dialog');
  });
});
