import { scaled } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import {
  checkWidthsAndSchemes,
  overflowOf,
  PHONE,
  seriousViolations,
  settle,
  startIn,
} from './page-checks.ts';
import { PUBLIC_ROUTES, pathOf } from './public-routes.ts';

test.describe('every public page', () => {
  test('menus and dialogs work by keyboard alone', async ({ page, request }) => {
    await page.goto('/');
    // A menu: Enter opens it, arrows move, Escape closes it and gives the focus back.
    const language = page.getByTestId('language-switch');
    await language.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(language).toBeFocused();

    // A dialog: Enter opens it with the focus inside, Escape closes it and gives the focus back.
    const detail = PUBLIC_ROUTES.find((route) => route.name === 'detail');
    if (!detail) throw new Error('the detail route is missing from PUBLIC_ROUTES');
    await page.goto(await pathOf(detail, request));
    const nfo = page.getByTestId('nfo-open').first();
    {
      await nfo.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(nfo).toBeFocused();
    }
  });

  /**
   * One walk: each page is loaded once at phone width (dark, the default) and checked at both widths
   * in both themes (checkWidthsAndSchemes); the 390 px width check and the title check ride along.
   */
  test('axe in both themes at both widths: no serious or critical violations; fits a 390 px phone; has a title of its own and a meta description', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(1_200_000));
    await page.setViewportSize(PHONE);
    await startIn(page, 'dark');
    const found: string[] = [];
    const tooWide: string[] = [];
    const missing: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(await pathOf(route, request));
      await settle(page);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      if (!title || title === 'Regal') missing.push(`${route.name}: title "${title}"`);
      if (!description) missing.push(`${route.name}: no description`);
      await checkWidthsAndSchemes(page, async (width, scheme, rules) => {
        if (width === 'phone') {
          const { scrollWidth, innerWidth } = await overflowOf(page);
          if (scrollWidth > innerWidth)
            tooWide.push(`${route.name} (${scheme}): ${scrollWidth} > ${innerWidth}`);
        }
        for (const violation of await seriousViolations(page, rules))
          found.push(`${route.name} (${width}, ${scheme}): ${violation}`);
      });
    }
    expect.soft(tooWide, 'pages wider than the screen').toEqual([]);
    expect.soft(missing, 'pages without their own title or a description').toEqual([]);
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
});
