import { test as base, expect, type Page } from '@playwright/test';
import { scaled } from '../playwright.config.ts';

/** What React reports when a server-rendered page does not hydrate as it was rendered (decision 028). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b|did not match/i;

/**
 * The `test` every spec uses (decision 013): it watches each page for Content Security Policy
 * violations (the browser's `securitypolicyviolation` event and its console report) and for
 * hydration errors of server-rendered pages (console errors and uncaught errors naming hydration:
 * the app logs React's recoverable errors with a `[hydration]` prefix), and fails the test when there
 * was any, so neither the CSP nor server rendering silently breaks a screen.
 */
/**
 * Makes the page's `goto` and `reload` return only once the app answers input: a server-rendered
 * page is visible before React has hydrated it, and a click in that moment does nothing (the app
 * marks the document `data-interactive` when it is ready; its scripts wait for the first paint and
 * the page's preloaded images). Addresses that are not the app (JSON, feeds) return at once.
 */
export function waitForAppOnGoto(page: Page): Page {
  const interactive = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-interactive'),
      undefined,
      // Polled by timer: a page whose frames stalled still answers (page-checks.ts, settleLayout).
      { timeout: scaled(30_000), polling: 100 },
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await interactive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await interactive();
    return response;
  };
  return page;
}

export const test = base.extend<{ cspViolations: string[]; hydrationErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(waitForAppOnGoto(page));
  },
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      context.on('weberror', (error) => {
        const text = `${error.error().message}`;
        if (HYDRATION_ERROR.test(text)) errors.push(text);
      });
      await use(errors);
      expect(errors, 'hydration errors reported in the browser').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__regalCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __regalCspViolation?: (text: string) => void })
            .__regalCspViolation;
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'CSP violations reported in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens the header's user menu and waits for its first row. Until its chunk is there, the menu is a
 * stand-in that loads it on the press and opens it once it arrives (components/deferred); in a busy
 * run the header also re-renders as a login lands. A press that such a moment swallowed is pressed
 * again, and only while the menu is still closed (a press on an open menu would close it).
 */
export async function openUserMenu(page: Page): Promise<void> {
  const firstRow = page.getByTestId('user-menu-name');
  await expect(async () => {
    if (!(await firstRow.isVisible())) await page.getByTestId('user-menu').click();
    await expect(firstRow).toBeVisible({ timeout: scaled(3_000) });
  }).toPass({ timeout: scaled(30_000) });
}

export { expect };
