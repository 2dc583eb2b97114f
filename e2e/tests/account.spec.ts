import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL, scaled } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { saveScreenshot } from './screenshots.ts';
import { createVerifiedUser } from './verified-user.ts';

/** An 8×8 PNG: small enough to inline, a real image for the server's decoder. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM44NCAFTEMLQkAkvNgASo7+6oAAAAASUVORK5CYII=',
  'base64',
);

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-name').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The map preview is an OpenStreetMap iframe; e2e never leaves loopback. */
async function stubMapTiles(context: BrowserContext) {
  await context.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  );
}

test.describe('account area', () => {
  test('[USER] password, avatar, address, notifications on settings/profile', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(scaled(90_000));
    await stubMapTiles(context);
    const password = 'Acct-Passw0rd!';
    const user = await createVerifiedUser(page, request, password, 'acct');
    await logIn(page, user.username, password);
    await page.goto('/settings/profile');

    // Account information: read-only, the e-mail masked after 3 characters.
    await expect(page.getByTestId('account-username')).toHaveText(user.username);
    await expect(page.getByTestId('account-email')).toHaveText(new RegExp(`^${user.email.slice(0, 3)}•+$`));
    await expect(page.getByTestId('account-role')).toHaveText('user');

    // Change password: the button stays closed below the server's 8 characters (issue 23) and
    // opens at 8 equal ones.
    const pw = page.getByTestId('account-password');
    await pw.getByLabel('Aktuelles Passwort').fill(password);
    await pw.getByLabel('Neues Passwort', { exact: true }).fill('abcd');
    await pw.getByLabel('Neues Passwort bestätigen').fill('abcd');
    await expect(page.getByTestId('password-submit')).toBeDisabled();
    await pw.getByLabel('Neues Passwort', { exact: true }).fill('Acct-New-Passw0rd!');
    await pw.getByLabel('Neues Passwort bestätigen').fill('Acct-New-Passw0rd!');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('Dein Passwort wurde geändert.')).toBeVisible();
    const oldLogin = await request.post(`${BASE_URL}/api/auth/login`, {
      data: { login: user.username, password },
    });
    expect(oldLogin.status()).toBe(401);

    // Avatar: nothing chosen, then a local preview, then the upload.
    await page.getByTestId('avatar-upload').click();
    await expect(page.getByTestId('avatar-error')).toHaveText('Kein Bild ausgewählt');
    const fileInput = page.getByTestId('account-avatar').locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^blob:/);
    await page.getByTestId('avatar-upload').click();
    await expect(page.getByText('Profilbild gespeichert.')).toBeVisible();
    await expect(page.getByTestId('avatar-current').locator('img')).toHaveAttribute(
      'src',
      /^\/api\/media\/avatar\/[a-f0-9]{32}\.webp$/,
    );
    // Too large: the server's 413 becomes "Bild zu groß.".
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024, 7)]),
    });
    await page.getByTestId('avatar-upload').click();
    await expect(page.getByTestId('avatar-error')).toHaveText('Bild zu groß.');
    await page.getByTestId('avatar-discard').click();
    await expect(page.getByTestId('avatar-current')).toBeVisible();

    // Address: a street is needed; then the fake geocoder finds it and the map appears.
    await page.getByTestId('address-search').click();
    await expect(page.getByTestId('address-problem')).toHaveText('Bitte trage mindestend die Adresse ein');
    await page.getByTestId('address-street').fill('Alexanderplatz 1');
    await page.getByTestId('address-postcode').fill('1017899');
    await expect(page.getByTestId('address-postcode')).toHaveValue('10178');
    await page.getByTestId('address-city').fill('Berlin');
    await page.getByTestId('address-search').click();
    await expect(page.getByTestId('address-lat')).toHaveValue('52.521918');
    await expect(page.getByTestId('map-preview')).toBeVisible();
    // Without permission the browser refuses its position.
    await page.getByTestId('address-locate').click();
    await expect(page.getByTestId('address-problem')).toHaveText('Bitte aktiviere deine Positionsabfrage.');
    await context.grantPermissions(['geolocation'], { origin: BASE_URL });
    await context.setGeolocation({ latitude: 48.1374, longitude: 11.5755 });
    await page.getByTestId('address-locate').click();
    await expect(page.getByTestId('address-city')).toHaveValue('München');
    await page.getByTestId('address-save').click();
    await expect(page.getByText('Adresse gespeichert.')).toBeVisible();

    // Notifications: all on by default; one switched off stays off after a reload.
    const comments = page.getByTestId('toggle-show_notification_on_comment');
    await expect(comments).toBeChecked();
    await comments.click({ force: true });
    await expect(page.getByText('Benachrichtigungen gespeichert.')).toBeVisible();
    await saveScreenshot(page, 'account-profile');
    await page.reload();
    await expect(page.getByTestId('toggle-show_notification_on_comment')).not.toBeChecked();
    await expect(page.getByTestId('toggle-show_notification_on_task')).toBeChecked();
    await expect(page.getByTestId('address-city')).toHaveValue('München');

    // A plain user has no dashboard and cannot create app tokens.
    await expect(page.getByTestId('token-create')).toHaveCount(0);
    await page.goto('/dashboard/settings/profile');
    await expect(page.getByTestId('forbidden-page')).toBeVisible();
  });

  test('[ADMIN] creates, copies and clears an app token on the dashboard profile', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await stubMapTiles(context);
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/dashboard/settings/profile');
    await expect(page.getByTestId('dashboard-frame')).toBeVisible();

    await page.getByTestId('token-name').fill('e2e script');
    await page.getByTestId('token-create').click();
    // A new token is a sensitive change: the re-auth prompt asks for the password first.
    await page.getByTestId('reauth-password').fill(ADMIN_PASSWORD);
    await page.getByTestId('reauth-submit').click();
    const token = (await page.getByTestId('token-value').textContent()) ?? '';
    expect(token).toMatch(/^regal_/);
    await page.getByTestId('token-copy').click();
    await expect(page.getByText('Token in die Zwischenablage kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await saveScreenshot(page, 'account-app-token');

    const asToken = () =>
      request.get(`${BASE_URL}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect((await asToken()).status()).toBe(200);
    const item = page.getByTestId('token-item').filter({ hasText: 'e2e script' });
    // Deleting a token asks first (issue 36): a cancel keeps it working.
    await item.getByTestId('token-clear').click();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    expect((await asToken()).status()).toBe(200);
    await item.getByTestId('token-clear').click();
    await page.getByTestId('confirm-button').click();
    await expect(item).toHaveCount(0);
    expect((await asToken()).status()).toBe(401);
  });

  test('[ADMIN] the system page says whether mail is configured', async ({ page }) => {
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/dashboard/system');
    await expect(page.getByTestId('system-status')).toBeVisible();
    // The e2e server sends through the loopback SMTP fake.
    await expect(page.getByTestId('mail-configured')).toBeVisible();
    await expect(page.getByTestId('system-table')).toContainText('TRUST_PROXY');
    await saveScreenshot(page, 'system-status');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'system-status-mobile');
  });
});
