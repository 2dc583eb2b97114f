import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PUBLIC_ROUTES, pathOf } from './public-routes.ts';

/** axe-core's browser build, injected as a script (`@axe-core/playwright` needs Node 22). */
const AXE_SCRIPT = path.join(import.meta.dirname, '..', 'node_modules', 'axe-core', 'axe.min.js');
const AXE_SCRIPT_ROOT = path.join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Waits until the page has drawn its content (the top loading bar is gone, no skeletons left). */
async function settle(page: Page) {
  await page.locator('main').waitFor();
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
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/**
 * axe runs through the DevTools protocol (page.evaluate), not as an inline script tag: the site's CSP
 * allows no inline scripts, and the CSP fixture would (rightly) count the tag as a violation.
 */
async function injectAxe(page: Page) {
  const source = existsSync(AXE_SCRIPT) ? AXE_SCRIPT : AXE_SCRIPT_ROOT;
  await page.evaluate(readFileSync(source, 'utf8'));
}

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

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
