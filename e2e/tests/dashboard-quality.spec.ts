import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, scaled } from '../playwright.config.ts';
import { DASHBOARD_ROUTES, dashboardPathOf } from './dashboard-routes.ts';
import { expect, test } from './fixtures.ts';
import {
  checkWidthsAndSchemes,
  overflowOf,
  PHONE,
  seriousViolations,
  settle,
  startIn,
} from './page-checks.ts';
import { logIn } from './staff-users.ts';

/**
 * The width and axe checks of every public page (quality.spec.ts), over every dashboard screen as
 * admin (issue 14): at 390 px nothing is wider than the screen, and axe finds no serious or
 * critical violation in either theme at either width.
 */
/** The admin's session, shared with the suite's other specs (staff-users.ts: 5 logins a minute per account). */
async function logInAsAdmin(page: Page) {
  await logIn(page, 'admin', ADMIN_PASSWORD);
}

test.describe('every dashboard screen (admin)', () => {
  /**
   * One walk: each screen is loaded once at phone width (dark, the default) and checked at both
   * widths in both themes (checkWidthsAndSchemes); the 390 px width check rides along.
   */
  test('axe in both themes at both widths: no serious or critical violations; fits a 390 px phone', async ({
    page,
  }) => {
    test.setTimeout(scaled(1_500_000));
    await startIn(page, 'dark');
    await logInAsAdmin(page);
    await page.setViewportSize(PHONE);
    const found: string[] = [];
    const tooWide: string[] = [];
    for (const route of DASHBOARD_ROUTES) {
      await page.goto(await dashboardPathOf(route, page));
      await settle(page);
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
    expect.soft(tooWide, 'screens wider than the screen').toEqual([]);
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
});
