import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { BASE_URL, SMTP_FAKE_MAILS_URL } from '../playwright.config.ts';

interface Mail {
  to: string[];
  body: string;
}

/**
 * A verified user made the way a person would: register through the API, then follow the link from
 * the mail that reached the loopback SMTP server. `prefix` keeps the specs' users apart.
 */
export async function createVerifiedUser(
  page: Page,
  request: APIRequestContext,
  password: string,
  prefix: string,
) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const user = { username: `${prefix}_${stamp}`, email: `${prefix}-${stamp}@example.test` };
  const registered = await request.post(`${BASE_URL}/api/auth/register`, {
    data: { ...user, password, password_confirmation: password },
  });
  expect(registered.ok()).toBe(true);
  // Until the mail arrives (the test's timeout bounds the wait): a count of tries was a clock in
  // disguise, and on a loaded machine the mail came after it (issue 33).
  let link = '';
  while (!link) {
    const mails = (await (await request.get(SMTP_FAKE_MAILS_URL)).json()) as Mail[];
    const mail = mails.find((m) => m.to.includes(user.email));
    link = /https?:\/\/\S+\/auth\/verify\/email\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  await page.goto(link);
  await expect(page.getByTestId('verify-done')).toBeVisible();
  return user;
}
