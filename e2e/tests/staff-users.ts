import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import pg from 'pg';
import { expect, waitForAppOnGoto } from './fixtures.ts';

export const STAFF_PASSWORD = 'Staff-Passw0rd!';

/** SQL on the run's own embedded PostgreSQL (how an operator sets a role). */
export async function sql(text: string, values: unknown[]) {
  const dataDir = path.resolve(import.meta.dirname, '..', process.env.E2E_DATA_DIR ?? '.e2e-data');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_DB_PORT ?? 55432),
    user: 'regal',
    database: 'regal',
    password: readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim(),
  });
  await client.connect();
  await client.query(text, values);
  await client.end();
}

/** A role set the way an operator would, in SQL. */
export async function setRole(username: string, role: string) {
  await sql('update users set role = $1 where username = $2', [role, username]);
}

/**
 * A user with the given role whose address counts as confirmed (prefix keeps the specs' users
 * apart). The mail round trip is the subject of auth.spec.ts; here the operator's SQL sets both.
 */
export async function createStaff(request: APIRequestContext, role: string, prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const user = { username: `${prefix}_${stamp}`, email: `${prefix}-${stamp}@example.test` };
  const registered = await request.post('/api/auth/register', {
    data: { ...user, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  await sql('update users set role = $1, email_verified_at = now() where username = $2', [
    role,
    user.username,
  ]);
  return user;
}

/**
 * Sessions `logIn` opened in this worker, per login and password. The auth doors allow 5 logins a
 * minute per account and address (decision 007), and the suite signs the admin in more often than
 * that from 127.0.0.1: a later `logIn` reuses the session while the server still accepts it (a
 * logout or a password change ends it, and the form is used again).
 */
const sessions = new Map<string, string>();
/** Must match TOKEN_STORAGE_KEY in @regal/shared. */
const TOKEN_STORAGE_KEY = 'regal_token';

export async function logIn(page: Page, login: string, password: string) {
  const key = `${login}\n${password}`;
  const known = sessions.get(key);
  if (known) {
    const user = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${known}` } });
    if (user.ok()) {
      await page.goto('/');
      await page.evaluate(({ name, token }) => localStorage.setItem(name, token), {
        name: TOKEN_STORAGE_KEY,
        token: known,
      });
      await page.goto('/');
      await expect(page.getByTestId('user-menu')).toBeVisible();
      return;
    }
  }
  await page.goto('/login');
  await page.getByTestId('login-name').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const token = await page.evaluate(
    (name) => localStorage.getItem(name) ?? sessionStorage.getItem(name),
    TOKEN_STORAGE_KEY,
  );
  if (token) sessions.set(key, token);
}

/** A fresh browser context logged in as the user (German, desktop width unless told). */
export async function asNew(
  browser: Browser,
  login: string,
  password: string,
  viewport = { width: 1366, height: 900 },
) {
  const context = await browser.newContext({ viewport, locale: 'de-DE', serviceWorkers: 'block' });
  const page = waitForAppOnGoto(await context.newPage());
  await logIn(page, login, password);
  return { page, context, close: () => context.close() };
}
