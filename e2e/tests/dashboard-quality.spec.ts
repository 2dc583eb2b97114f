import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config.ts';
import { DASHBOARD_ROUTES, dashboardPathOf } from './dashboard-routes.ts';
import { expect, test } from './fixtures.ts';
import {
  DESKTOP,
  overflowOf,
  PHONE,
  SCHEMES,
  seriousViolations,
  settle,
  startIn,
  switchScheme,
} from './page-checks.ts';

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
  /**
   * One walk per width: each screen is loaded once (dark, the default) and checked in both themes,
   * switching to light in place (switchScheme); at 390 px the width check rides along on the same
   * loads instead of walking every screen again.
   */
  for (const [widthName, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const extra = widthName === 'phone' ? '; fits a 390 px phone' : '';
    test(`axe in both themes: no serious or critical violations${extra} (${widthName})`, async ({ page }) => {
      test.setTimeout(900_000);
      await startIn(page, 'dark');
      await logInAsAdmin(page);
      await page.setViewportSize(viewport);
      const found: string[] = [];
      const tooWide: string[] = [];
      for (const route of DASHBOARD_ROUTES) {
        await page.goto(await dashboardPathOf(route, page));
        await settle(page);
        for (const scheme of SCHEMES) {
          if (scheme !== 'dark') await switchScheme(page, scheme);
          if (widthName === 'phone') {
            const { scrollWidth, innerWidth } = await overflowOf(page);
            if (scrollWidth > innerWidth)
              tooWide.push(`${route.name} (${scheme}): ${scrollWidth} > ${innerWidth}`);
          }
          for (const violation of await seriousViolations(page))
            found.push(`${route.name} (${scheme}): ${violation}`);
        }
      }
      expect.soft(tooWide, 'screens wider than the screen').toEqual([]);
      expect(found, 'serious or critical axe violations').toEqual([]);
    });
  }
});
