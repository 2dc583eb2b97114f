import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ACCOUNT_FAILED_LOGINS } from './throttles.ts';

/**
 * Issue 19, "anyone can lock anyone out": ten wrong passwords from any addresses locked the
 * account for 15 minutes and the owner's right password then got 429. Now the owner still gets in
 * from an address the account has logged in from before; a guesser from new addresses is still
 * held to 10 failures per 15 minutes per account.
 */
const ctx = useTestApp();
const PASSWORD = 'smart lockout pass';
let counter = 1;
const strangerIp = () => `198.51.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;

const login = (loginName: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: loginName, password },
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });

describe('smart lockout', () => {
  it('10 wrong passwords from other addresses do not lock the owner out of a known address', async () => {
    const owner = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const home = '203.0.113.7';
    expect((await login(owner.username, PASSWORD, home)).statusCode).toBe(200);

    const guesses: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILED_LOGINS + 5; i++)
      guesses.push((await login(owner.email, `guess-${i}`, strangerIp())).statusCode);
    // The guesser is as slow as before: 10 tries, then the account is closed to new addresses.
    expect(guesses.slice(0, ACCOUNT_FAILED_LOGINS).every((s) => s === 401)).toBe(true);
    expect(guesses.slice(ACCOUNT_FAILED_LOGINS).every((s) => s === 429)).toBe(true);
    const lucky = await login(owner.username, PASSWORD, strangerIp());
    expect(lucky.statusCode).toBe(429);
    expect(lucky.json().token).toBeUndefined();

    // The owner, from home, gets in.
    const fromHome = await login(owner.username, PASSWORD, home);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().token).toEqual(expect.any(String));
  }, 60_000);

  it('a known address has its own failure budget: typos there lock only that address', async () => {
    const owner = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const home = '203.0.113.8';
    const office = '203.0.113.9';
    expect((await login(owner.username, PASSWORD, home)).statusCode).toBe(200);
    expect((await login(owner.username, PASSWORD, office)).statusCode).toBe(200);
    // Two tries a round stay under the 5-a-minute limit per account and address.
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILED_LOGINS + 1; i++) {
      const res = await login(owner.username, `typo-${i}`, home);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) break;
    }
    expect(statuses).toContain(429);
    expect((await login(owner.username, PASSWORD, office)).statusCode).toBe(200);
  }, 60_000);
});
