import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL, scaled } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { logIn } from './staff-users.ts';
import { createVerifiedUser } from './verified-user.ts';

/** Issue 36 "Traps for staff" and visitor items: each one a screen that used to bite. */

/** An 8×8 PNG: small enough to inline, a real image for the server's decoder. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM44NCAFTEMLQkAkvNgASo7+6oAAAAASUVORK5CYII=',
  'base64',
);

async function uidOf(request: APIRequestContext, type: string, title: string): Promise<string> {
  const res = await request.get(
    `${BASE_URL}/api/entries/type/${type}?per_page=100&sortBy=name&sortOrder=asc`,
  );
  const { data } = (await res.json()) as { data: { uid: string; title: string }[] };
  const entry = data.find((e) => e.title === title);
  if (!entry) throw new Error(`${title} is not in the demo catalogue`);
  return entry.uid;
}

test.describe('issue 36: traps for staff', () => {
  test('[ADMIN] the employee switch asks before blocking and offers undo', async ({ page, request }) => {
    test.setTimeout(scaled(120_000));
    const token = (
      (await (
        await request.post(`${BASE_URL}/api/auth/login`, {
          data: { login: 'admin', password: ADMIN_PASSWORD },
        })
      ).json()) as { token: string }
    ).token;
    const name = `emp_${Date.now().toString(36)}`;
    const created = await request.post(`${BASE_URL}/api/member/create`, {
      headers: { authorization: `Bearer ${token}` },
      data: { username: name, email: `${name}@example.test`, role: 'upper' },
    });
    expect(created.ok()).toBe(true);
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/dashboard/employees');
    await page.getByTestId('admin-table-search').fill(name);
    const toggle = page.getByRole('switch', { name: `Aktiv: ${name}` });
    await expect(toggle).toBeChecked();
    // One click no longer blocks: the question comes first, and Abbrechen leaves the person active.
    // Mantine's switch input is visually hidden; a native click is what the track's click sends.
    const flip = () => toggle.evaluate((input: HTMLInputElement) => input.click());
    await flip();
    await expect(page.getByRole('dialog')).toContainText(`${name} sperren?`);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(toggle).toBeChecked();
    await flip();
    await page.getByTestId('confirm-button').click();
    await expect(toggle).not.toBeChecked();
    await page.getByTestId('block-undo').click();
    await expect(toggle).toBeChecked();
  });

  test('[ADMIN] app settings ask before leaving with unsaved edits', async ({ page }) => {
    test.setTimeout(scaled(180_000));
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/dashboard/settings/app');
    await page.getByTestId('setting-SITE_NAME').fill('Regal Ungespeichert');
    await page.getByRole('link', { name: 'Mitglieder' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Änderungen verwerfen?');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/app$/);
    await expect(page.getByTestId('setting-SITE_NAME')).toHaveValue('Regal Ungespeichert');
    await page.getByRole('link', { name: 'Mitglieder' }).first().click();
    await page.getByTestId('confirm-button').click();
    await expect(page).toHaveURL(/\/dashboard\/members/);
  });

  test('[USER] after "Verwerfen" the same avatar file can be picked again', async ({ page, request }) => {
    test.setTimeout(scaled(90_000));
    const password = 'Trap-Passw0rd!';
    const user = await createVerifiedUser(page, request, password, 'trap');
    await logIn(page, user.username, password);
    await page.goto('/settings/profile');
    const fileInput = page.getByTestId('account-avatar').locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('avatar-preview')).toBeVisible();
    await page.getByTestId('avatar-discard').click();
    // The browser fires no change for a file input whose value did not change: it must be empty now.
    await expect(fileInput).toHaveJSProperty('value', '');
  });

  test('[USER] a throttled password change shows the wait message', async ({ page, request }) => {
    test.setTimeout(scaled(120_000));
    const password = 'Trap-Passw0rd!';
    const user = await createVerifiedUser(page, request, password, 'trappw');
    await logIn(page, user.username, password);
    await page.goto('/settings/profile');
    const pw = page.getByTestId('account-password');
    await pw.getByLabel('Aktuelles Passwort').fill('not-my-password');
    await pw.getByLabel('Neues Passwort', { exact: true }).fill('Trap-New-Passw0rd!');
    await pw.getByLabel('Neues Passwort bestätigen').fill('Trap-New-Passw0rd!');
    // Five wrong tries per session, then the server answers 429 with how to go on.
    for (let i = 0; i < 5; i++) {
      const answer = page.waitForResponse(
        (r) => r.url().includes('/password') && r.request().method() !== 'GET',
      );
      await page.getByTestId('password-submit').click();
      await answer;
    }
    await page.getByTestId('password-submit').click();
    await expect(page.getByTestId('password-error')).toHaveText(
      'Zu viele Versuche, das Passwort zu ändern. Bitte warte kurz und versuche es erneut.',
    );
  });

  test('[GUEST] sign-in shows no provider buttons that can only fail', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('oauth-insta')).toHaveCount(0);
    await expect(page.getByTestId('oauth-github')).toHaveCount(0);
  });
});

test.describe('issue 36: visitor side', () => {
  test('[GUEST] "Zu den Releases" ends below the sticky header on a phone', async ({ page, request }) => {
    test.setTimeout(scaled(90_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/detail/${await uidOf(request, 'movie', 'Sintel')}`);
    await page.getByRole('link', { name: 'Zu den Releases' }).click();
    const heading = page.locator('#releases');
    await expect
      .poll(async () => {
        const header = await page.getByTestId('app-header').boundingBox();
        const box = await heading.boundingBox();
        return header && box ? box.y - (header.y + header.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test('[ADMIN] an empty ticket list says so in German, not "No items here"', async ({ page }) => {
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/dashboard/tickets?search=kein-solches-ticket-e2e');
    await expect(page.getByTestId('tickets-table')).toContainText('Keine Tickets', { timeout: 30_000 });
    await expect(page.getByTestId('tickets-table')).not.toContainText('No items here');
  });
});
