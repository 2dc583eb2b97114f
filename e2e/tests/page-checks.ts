import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Shared by the checks that walk many pages (quality.spec.ts: public pages, dashboard-quality.spec.ts). */
/** axe-core's browser build, injected as a script (`@axe-core/playwright` needs Node 22). */
const AXE_SCRIPT = path.join(import.meta.dirname, '..', 'node_modules', 'axe-core', 'axe.min.js');
const AXE_SCRIPT_ROOT = path.join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Waits until the page has drawn its content (the top loading bar is gone, no skeletons left). */
export async function settle(page: Page) {
  await page.locator('main').first().waitFor();
  // Long pages draw their lower sections when they come near the screen: scroll through once so
  // every check sees the whole page.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(
      () => document.querySelectorAll('.mantine-Skeleton-root[data-visible="true"]').length === 0,
      null,
      {
        timeout: 10_000,
        polling: 100,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/**
 * axe runs through the DevTools protocol (page.evaluate), not as an inline script tag: the site's CSP
 * allows no inline scripts, and the CSP fixture would (rightly) count the tag as a violation.
 */
let axeSource = '';
async function injectAxe(page: Page) {
  // Once per page load: the walks check one load four times (two widths, two themes), and parsing
  // axe's half a megabyte each time cost seconds a page on a loaded machine.
  if (await page.evaluate(() => 'axe' in window)) return;
  axeSource ||= readFileSync(existsSync(AXE_SCRIPT) ? AXE_SCRIPT : AXE_SCRIPT_ROOT, 'utf8');
  await page.evaluate(axeSource);
}

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; any: { data: unknown }[] }[];
};

/** A contrast failure's colours and ratio, so a failure in CI says what axe saw, not only where. */
function contrastOf(node: Violation['nodes'][number]): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  return data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
}

/**
 * Which of axe's rules a check runs: `all`, or only the ones a colour scheme can change (the same
 * page in the other theme has the same structure, names and layout; only its colours differ).
 */
export type AxeRules = 'all' | 'colours';
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function seriousViolations(page: Page, rules: AxeRules = 'all'): Promise<string[]> {
  await injectAxe(page);
  const only = rules === 'colours' ? COLOUR_RULES : null;
  const violations = await page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, values ? { runOnly: { type: 'rule', values } } : {});
    return result.violations;
  }, only);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} nodes: ${v.nodes
          .map((n) => `${n.target.join(' ')}${contrastOf(n)} ${n.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** How far the page is wider than the window (0 or less: it fits). */
export async function overflowOf(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

export type Scheme = 'dark' | 'light';
export const SCHEMES: readonly Scheme[] = ['dark', 'light'];

/** Every page load of a test starts in `scheme` (the app reads it from local storage at start). */
export async function startIn(page: Page, scheme: Scheme) {
  await page.addInitScript((value) => localStorage.setItem('regal_dark_mode', value), scheme);
}

/**
 * Switches the loaded page to `scheme` the way the app switches it when another tab changes the
 * theme: the new value in local storage and a `storage` event, which Mantine's colour-scheme manager
 * answers with the same `setColorScheme` the header's toggle calls (attribute on <html>, React
 * state, stored choice). Waits until the attribute is set and every colour transition has ended, so
 * axe sees the final colours. One load then serves the checks of both themes.
 */
export async function switchScheme(page: Page, scheme: Scheme) {
  await page.evaluate((value) => {
    const old = localStorage.getItem('regal_dark_mode');
    localStorage.setItem('regal_dark_mode', value);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'regal_dark_mode',
        oldValue: old,
        newValue: value,
        storageArea: localStorage,
      }),
    );
  }, scheme);
  // Polled by timer, not by animation frame: a page whose frames stalled still answers (see settleLayout).
  await page.waitForFunction(
    (value) => document.documentElement.getAttribute('data-mantine-color-scheme') === value,
    scheme,
    { timeout: 5_000, polling: 100 },
  );
  await finishTransitions(page);
}

export type WidthName = 'phone' | 'desktop';

/**
 * The checks of one page load at both widths and in both themes (issue 33, after decision 023's
 * one load per width): the page is loaded at phone width in dark (startIn), checked in dark and
 * light, then widened to desktop in place and checked in light and dark — one load and two scheme
 * switches per page instead of two loads. The next page is loaded at phone width again.
 */
export async function checkWidthsAndSchemes(
  page: Page,
  check: (width: WidthName, scheme: Scheme, rules: AxeRules) => Promise<void>,
) {
  // At each width the first theme gets every rule, the second only the colour rules (`rules`):
  // switching the theme changes colours, not structure, and axe's full run was most of the walk.
  await check('phone', 'dark', 'all');
  await switchScheme(page, 'light');
  await check('phone', 'light', 'colours');
  await page.setViewportSize(DESKTOP);
  await settleLayout(page);
  await check('desktop', 'light', 'all');
  await switchScheme(page, 'dark');
  await check('desktop', 'dark', 'colours');
  await page.setViewportSize(PHONE);
}

/**
 * Ends every running CSS transition at its final value. Waiting for them was not enough: a
 * transition advances only with the page's frames, and when headless Chromium stopped drawing on a
 * busy machine, a scheme switch's 120 ms colour fade stayed at its first value. axe then read the
 * dark theme's grey on the light header (a CI run failed on the type nav's links). `finish()` needs
 * no frame; reading the animations flushes style first, so the switch's own transitions are there.
 */
async function finishTransitions(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  });
}

/** After a resize: media queries have answered and every transition they started has ended. */
async function settleLayout(page: Page) {
  // Two frames, or a second at most: headless Chromium once stopped drawing a long page after a
  // resize (the audit log late in a full run), and an unbounded wait held the walk until its 25-minute
  // timeout. The checks below read the DOM and need no frame.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1_000);
      }),
  );
  await finishTransitions(page);
}
