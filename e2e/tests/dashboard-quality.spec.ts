import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config.ts';
import { DASHBOARD_ROUTES, dashboardPathOf } from './dashboard-routes.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, overflowOf, PHONE, seriousViolations, settle } from './page-checks.ts';

/**
 * The width and axe checks of every public page (quality.spec.ts), over every dashboard screen as
 * admin (issue 14): at 390 px nothing is wider than the screen, and axe finds no serious or
 * critical violation in either theme at either width.
 */
async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-name').fill('admin');
  await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

test.describe('every dashboard screen (admin)', () => {
  test('fits a 390 px phone: nothing wider than the screen', async ({ page }) => {
    test.setTimeout(240_000);
    await logInAsAdmin(page);
    await page.setViewportSize(PHONE);
    const tooWide: string[] = [];
    for (const route of DASHBOARD_ROUTES) {
      await page.goto(await dashboardPathOf(route, page));
      await settle(page);
      const { scrollWidth, innerWidth } = await overflowOf(page);
      if (scrollWidth > innerWidth) tooWide.push(`${route.name}: ${scrollWidth} > ${innerWidth}`);
    }
    expect(tooWide).toEqual([]);
  });

  for (const scheme of ['dark', 'light'] as const) {
    for (const [widthName, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`axe: no serious or critical violations (${scheme}, ${widthName})`, async ({ page }) => {
        test.setTimeout(480_000);
        await page.addInitScript((value) => localStorage.setItem('regal_dark_mode', value), scheme);
        await logInAsAdmin(page);
        await page.setViewportSize(viewport);
        const found: string[] = [];
        for (const route of DASHBOARD_ROUTES) {
          await page.goto(await dashboardPathOf(route, page));
          await settle(page);
          for (const violation of await seriousViolations(page)) found.push(`${route.name}: ${violation}`);
        }
        expect(found).toEqual([]);
      });
    }
  }
});
