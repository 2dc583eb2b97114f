import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL, scaled } from '../playwright.config.ts';
import { expect, test, waitForAppOnGoto } from './fixtures.ts';
import { saveScreenshot } from './screenshots.ts';
import { logIn } from './staff-users.ts';

/**
 * Content pages in both languages (issue 14, decision 021): English mode shows a page's English
 * text; a page written only in German shows German with a note; the editor has a tab per language.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function english(context: BrowserContext) {
  await context.addCookies([{ name: 'regal_locale', value: 'en', url: BASE_URL }]);
}

/** The admin's session, shared with the suite's other specs (staff-users.ts: 5 logins a minute per account). */
async function logInAsAdmin(page: Page) {
  await logIn(page, 'admin', ADMIN_PASSWORD);
}

test('English mode shows the English terms page, German mode the German one', async ({ page, context }) => {
  await page.goto('/term-of-service');
  await expect(page.getByTestId('content-page-title')).toHaveText('Nutzungsbedingungen');
  await english(context);
  await page.setViewportSize(PHONE);
  await page.goto('/term-of-service');
  await expect(page.getByTestId('content-page-title')).toHaveText('Terms of service');
  await expect(page.getByTestId('content-page-body')).toContainText('One account per person.');
  await expect(page.getByTestId('content-page-only-german')).toHaveCount(0);
  await expect(page).toHaveTitle(/Regal terms of service/);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'phone-terms-en');
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'desktop-terms-en');
});

test('the editor writes the English version; until then English readers get German with a note', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize(DESKTOP);
  await logInAsAdmin(page);
  await page.goto('/dashboard/page/new');
  await page.getByTestId('page-title-input').fill('Impressum Probe');
  await page.getByTestId('page-body-editor').click();
  await page.keyboard.type('Angaben gemäß Gesetz.');
  await page.getByTestId('page-save').click();
  await expect(page).toHaveURL(/\/dashboard\/page\/edit\/\d+/);

  const reader = await browser.newContext({ viewport: PHONE });
  await english(reader);
  const visitor = waitForAppOnGoto(await reader.newPage());
  await visitor.goto('/page/impressum-probe');
  await expect(visitor.getByTestId('content-page-title')).toHaveText('Impressum Probe');
  await expect(visitor.getByTestId('content-page-only-german')).toHaveText(
    'This page is only available in German.',
  );

  await page.getByTestId('page-lang-en').click();
  await expect(page.getByTestId('page-title-input')).toHaveValue('');
  await page.getByTestId('page-title-input').fill('Imprint probe');
  await page.getByTestId('page-body-editor').click();
  await page.keyboard.type('Legal details.');
  await page.getByTestId('page-save').click();
  await expect(page.getByText('Seite gespeichert.')).toBeVisible();
  // The German tab still holds the German text.
  await page.getByTestId('page-lang-de').click();
  await expect(page.getByTestId('page-title-input')).toHaveValue('Impressum Probe');
  await expect(page.getByTestId('page-body-editor')).toContainText('Angaben gemäß Gesetz.');

  await visitor.reload();
  await expect(visitor.getByTestId('content-page-title')).toHaveText('Imprint probe');
  await expect(visitor.getByTestId('content-page-body')).toHaveText('Legal details.');
  await expect(visitor.getByTestId('content-page-only-german')).toHaveCount(0);
  await reader.close();
});
