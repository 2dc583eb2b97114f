import { expect, test } from './fixtures.ts';
import { DESKTOP, PHONE, seriousViolations, settle } from './page-checks.ts';
import { PUBLIC_ROUTES, pathOf } from './public-routes.ts';

test.describe('every public page', () => {
  test('fits a 390 px phone: nothing wider than the screen', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    const tooWide: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(await pathOf(route, request));
      await settle(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) tooWide.push(`${route.name}: ${scrollWidth} > ${innerWidth}`);
    }
    expect(tooWide).toEqual([]);
  });

  test('has a title of its own and a meta description', async ({ page, request }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const missing: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(await pathOf(route, request));
      await settle(page);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      if (!title || title === 'Regal') missing.push(`${route.name}: title "${title}"`);
      if (!description) missing.push(`${route.name}: no description`);
      titles.set(route.name, title);
    }
    expect(missing).toEqual([]);
  });

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

  for (const scheme of ['dark', 'light'] as const) {
    for (const [widthName, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`axe: no serious or critical violations (${scheme}, ${widthName})`, async ({ page, request }) => {
        test.setTimeout(420_000);
        await page.setViewportSize(viewport);
        await page.addInitScript((value) => localStorage.setItem('regal_dark_mode', value), scheme);
        const found: string[] = [];
        for (const route of PUBLIC_ROUTES) {
          await page.goto(await pathOf(route, request));
          await settle(page);
          for (const violation of await seriousViolations(page)) found.push(`${route.name}: ${violation}`);
        }
        expect(found).toEqual([]);
      });
    }
  }
});
