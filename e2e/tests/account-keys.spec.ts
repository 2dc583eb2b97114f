import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL, SMTP_FAKE_MAILS_URL, scaled } from '../playwright.config.ts';
import { expect, openUserMenu, test } from './fixtures.ts';
import { saveScreenshot } from './screenshots.ts';
import { createStaff, logIn, STAFF_PASSWORD, sql } from './staff-users.ts';

/**
 * Issue 23, the account area's last items: redeeming a license key (settings/license), changing
 * the e-mail address (re-auth, the link to the new address, auth/email/confirm) and keeping the
 * browser's position when no address is found for it.
 */
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The map preview is an OpenStreetMap iframe; e2e never leaves loopback. */
async function stubMapTiles(context: BrowserContext) {
  await context.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  );
}

/** A package and one license key for it, made by the admin through the API. */
async function licenseKeyFor(request: APIRequestContext, packageName: string): Promise<string> {
  const login = await request.post(`${BASE_URL}/api/auth/login`, {
    data: { login: 'admin', password: ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const pkg = await request.post(`${BASE_URL}/api/package/create`, {
    headers,
    data: { name: packageName, version: '1.00' },
  });
  expect(pkg.ok()).toBe(true);
  const packageId = (await pkg.json()).item.id as number;
  const keys = await request.post(`${BASE_URL}/api/key/license/create`, {
    headers,
    data: { count: 1, package_id: packageId },
  });
  expect(keys.ok()).toBe(true);
  const items = (await keys.json()).items as { key: string; package: { id: number } | null }[];
  const key = items.find((k) => k.package?.id === packageId)?.key;
  expect(key).toBeTruthy();
  return key as string;
}

async function mailLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = (await (await request.get(SMTP_FAKE_MAILS_URL)).json()) as { to: string[]; body: string }[];
    const link = mails
      .filter((m) => m.to.includes(to))
      .map((m) => pattern.exec(m.body)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with ${pattern} to ${to}`);
}

async function openUserMenuItem(page: Page, testId: string) {
  await openUserMenu(page);
  await page.getByTestId(testId).click();
}

test.describe('account: keys, e-mail change, position', () => {
  test('[USER] redeems a license key from the user menu; an unknown key shows the error', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    const key = await licenseKeyFor(request, `Sintel Soundtrack ${Date.now().toString(36)}`);
    const user = await createStaff(request, 'user', 'keys');
    await logIn(page, user.username, STAFF_PASSWORD);
    await openUserMenuItem(page, 'user-menu-redeem');
    await expect(page).toHaveURL(/\/settings\/license$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lizenz-Key einlösen');

    await page.getByTestId('redeem-key-input').fill('NOPE-NOPE-NOPE-NOPE');
    await page.getByTestId('redeem-key-submit').click();
    await expect(page.getByText('Dieser Key ist ungültig, abgelaufen oder schon vergeben.')).toBeVisible();
    await expect(page.getByTestId('redeem-key-done')).toHaveCount(0);

    await page.getByTestId('redeem-key-input').fill(key.toLowerCase());
    await page.getByTestId('redeem-key-submit').click();
    await expect(page.getByTestId('redeem-key-done')).toContainText('Key eingelöst: Sintel Soundtrack');
    await expect(page.getByTestId('redeem-key-package')).toContainText(', Version 1.00.');

    // Someone else cannot take it: the same answer as for an unknown key.
    const other = await createStaff(request, 'user', 'keys2');
    const otherLogin = await request.post(`${BASE_URL}/api/auth/login`, {
      data: { login: other.username, password: STAFF_PASSWORD },
    });
    const taken = await request.post(`${BASE_URL}/api/key/license/redeem`, {
      headers: { authorization: `Bearer ${(await otherLogin.json()).token as string}` },
      data: { key },
    });
    expect(taken.status()).toBe(400);

    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `account-redeem-key-${size.name}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    }
    // The profile page links there too.
    await page.goto('/settings/profile');
    await page.getByTestId('profile-redeem-link').click();
    await expect(page).toHaveURL(/\/settings\/license$/);
  });

  test('[USER] changes the e-mail address: re-auth, mailbox state, the link, then login with it', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(scaled(90_000));
    await stubMapTiles(context);
    const user = await createStaff(request, 'user', 'mailchg');
    const target = `moved-${Date.now().toString(36)}@example.test`;
    await logIn(page, user.username, STAFF_PASSWORD);
    await page.goto('/settings/profile');
    await page.getByTestId('account-email-change').click();
    await page.getByTestId('email-change-input').fill(target);
    await page.getByTestId('email-change-submit').click();
    // A plain login has not confirmed lately: the prompt asks for the password first.
    await page.getByTestId('reauth-password').fill('wrong password');
    await page.getByTestId('reauth-submit').click();
    await expect(page.getByText('Dieses Passwort oder dieser Code ist nicht richtig.')).toBeVisible();
    await page.getByTestId('reauth-password').fill(STAFF_PASSWORD);
    await page.getByTestId('reauth-submit').click();
    await expect(page.getByTestId('email-change-sent')).toContainText('Schau in dein neues Postfach');
    await expect(page.getByTestId('email-change-sent')).toContainText(target);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `account-email-change-sent-${size.name}`);
    }
    await page.setViewportSize(WIDTHS[0]);

    const link = await mailLink(request, target, /https?:\/\/\S+\/auth\/email\/confirm\?token=[\w-]+/);
    // Until the link is opened, the old address is the login.
    const early = await request.post(`${BASE_URL}/api/auth/login`, {
      data: { login: target, password: STAFF_PASSWORD },
    });
    expect(early.status()).toBe(401);

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByTestId('email-confirm-done')).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `account-email-confirm-done-${size.name}`);
    }
    await page.setViewportSize(WIDTHS[0]);
    // Used once: the second visit says the link is spent.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByTestId('email-confirm-invalid')).toHaveText(
      'Dieser Bestätigungslink ist ungültig oder wurde schon benutzt.',
    );
    await saveScreenshot(page, 'account-email-confirm-invalid-desktop');

    // An expired link (a second request, its link aged by the operator's SQL) says so and points back.
    const later = `later-${Date.now().toString(36)}@example.test`;
    await page.goto('/settings/profile');
    await page.getByTestId('account-email-change').click();
    await page.getByTestId('email-change-input').fill(later);
    await page.getByTestId('email-change-submit').click();
    await expect(page.getByTestId('email-change-sent')).toBeVisible();
    const old = await mailLink(request, later, /https?:\/\/\S+\/auth\/email\/confirm\?token=[\w-]+/);
    await sql(
      "update email_change_tokens set expires_at = now() - interval '1 minute' where new_email = $1",
      [later],
    );
    await page.goto(new URL(old).pathname + new URL(old).search);
    await expect(page.getByTestId('email-confirm-expired')).toHaveText(
      'Dieser Bestätigungslink ist abgelaufen. Bitte fordere die Änderung in deinem Profil erneut an.',
    );
    await saveScreenshot(page, 'account-email-confirm-expired-desktop');

    const after = await request.post(`${BASE_URL}/api/auth/login`, {
      data: { login: target, password: STAFF_PASSWORD },
    });
    expect(after.status()).toBe(200);
    await page.goto('/settings/profile');
    await page.getByTestId('account-email-reveal').click();
    await expect(page.getByTestId('account-email')).toHaveText(target);
  });

  test('[USER] keeps the browser position when no address is found for it', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(scaled(60_000));
    await stubMapTiles(context);
    const user = await createStaff(request, 'user', 'sea');
    await logIn(page, user.username, STAFF_PASSWORD);
    await page.goto('/settings/profile');
    await context.grantPermissions(['geolocation'], { origin: BASE_URL });
    // The North Sea: the fake geocoder, like Nominatim, has no address there.
    await context.setGeolocation({ latitude: 54.5, longitude: 7.25 });
    await page.getByTestId('address-locate').click();
    await expect(page.getByTestId('address-problem')).toHaveText(
      'Zu deinem Standort wurde keine Adresse gefunden. Die Koordinaten deiner Position sind übernommen; ergänze die Adresse bitte von Hand.',
    );
    await expect(page.getByTestId('address-lat')).toHaveValue('54.5');
    await expect(page.getByTestId('address-lng')).toHaveValue('7.25');
    await page.getByTestId('address-save').click();
    await expect(page.getByText('Adresse gespeichert.')).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.getByTestId('address-problem').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `account-position-kept-${size.name}`);
    }
    await page.reload();
    await expect(page.getByTestId('address-lat')).toHaveValue('54.5');
  });

  test('[USER] gets no strike button on a staff member’s review (the server refuses it)', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    const res = await request.get(
      `${BASE_URL}/api/entries/type/movie?per_page=100&sortBy=name&sortOrder=asc`,
    );
    const entry = ((await res.json()) as { data: { id: number; uid: string; title: string }[] }).data.find(
      (e) => e.title === 'Sintel',
    );
    expect(entry).toBeTruthy();
    const { id, uid } = entry as { id: number; uid: string };
    const mod = await createStaff(request, 'mod', 'rvmod');
    const plain = await createStaff(request, 'user', 'rvuser');
    for (const author of [mod, plain]) {
      const login = await request.post(`${BASE_URL}/api/auth/login`, {
        data: { login: author.username, password: STAFF_PASSWORD },
      });
      const saved = await request.post(`${BASE_URL}/api/reviews/save`, {
        headers: { authorization: `Bearer ${(await login.json()).token as string}` },
        data: {
          entry_id: id,
          title: `Review ${author.username}`,
          content: 'Ein freier Film, gern wieder.',
          rating: 7,
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    const viewer = await createStaff(request, 'user', 'rvview');
    await logIn(page, viewer.username, STAFF_PASSWORD);
    await page.goto(`/detail/${uid}`);
    const reviewOf = (name: string) => page.getByTestId('review-card').filter({ hasText: `Review ${name}` });
    await expect(reviewOf(plain.username).getByTestId('review-strike')).toBeVisible();
    await expect(reviewOf(mod.username)).toBeVisible();
    await expect(reviewOf(mod.username).getByTestId('review-strike')).toHaveCount(0);
  });
});
