import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { BAD_CREDENTIALS } from './login.service.ts';
import { sha256Hex } from './tokens.ts';

const ctx = useTestApp();
let ipCounter = 1;
/** Each test logs in from its own address so throttle budgets do not leak between tests. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function makeUser(password = 'correct horse battery', overrides = {}) {
  return buildUser(ctx.db, { passwordHash: await hashPassword(password), ...overrides });
}

function login(body: Record<string, unknown>, ip = '10.9.9.9') {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

afterEach(() => vi.useRealTimers());

describe('POST /api/auth/login', () => {
  it('logs in by username or e-mail and hands out a new 256-bit token every time, stored only hashed', async () => {
    const user = await makeUser();
    const ip = nextIp();
    const a = await login({ login: user.username, password: 'correct horse battery' }, ip);
    const b = await login({ login: user.email.toUpperCase(), password: 'correct horse battery' }, ip);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [tokenA, tokenB] = [a.json().token as string, b.json().token as string];
    expect(tokenA).not.toBe(tokenB);
    expect(Buffer.from(tokenA, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash).sort()).toEqual([sha256Hex(tokenA), sha256Hex(tokenB)].sort());
    expect(JSON.stringify(rows)).not.toContain(tokenA);
    expect(a.json().user).toMatchObject({ username: user.username, gain_access: 1, '2fa_verified': true });
  });

  it('answers unknown accounts and wrong passwords alike', async () => {
    const user = await makeUser();
    const ip = nextIp();
    const wrong = await login({ login: user.username, password: 'wrong password!' }, ip);
    const unknown = await login({ login: 'nobody@example.test', password: 'wrong password!' }, ip);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    // German by default: the catalogue's words for BAD_CREDENTIALS.
    expect(BAD_CREDENTIALS).toBe('These credentials do not match our records.');
    expect(wrong.json().message).toBe('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
  });

  it('hashes the whole password: two passwords sharing a 72-byte prefix differ', async () => {
    const prefix = 'p'.repeat(72);
    const user = await makeUser(`${prefix}-one`);
    const ip = nextIp();
    expect((await login({ login: user.username, password: `${prefix}-two` }, ip)).statusCode).toBe(401);
    expect((await login({ login: user.username, password: `${prefix}-one` }, ip)).statusCode).toBe(200);
  });

  it('rehashes a password made with older argon2 settings at login', async () => {
    const weak = await hash('old settings pw', {
      algorithm: 2,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    const user = await buildUser(ctx.db, { passwordHash: weak });
    expect((await login({ login: user.username, password: 'old settings pw' }, nextIp())).statusCode).toBe(
      200,
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a disabled account with the right password', async () => {
    const user = await makeUser('right password', { active: false });
    expect((await login({ login: user.username, password: 'right password' }, nextIp())).statusCode).toBe(
      403,
    );
  });

  it('answers 400 with per-field errors for an empty form', async () => {
    const res = await login({ login: '', password: '' }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['login', 'password']));
  });
});

describe('login throttling', () => {
  it('allows 5 attempts a minute per username and address, then 429 with Retry-After', async () => {
    const user = await makeUser();
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await login({ login: user.username, password: 'nope nope' }, ip)).statusCode).toBe(401);
    const sixth = await login({ login: user.username, password: 'correct horse battery' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sixth.json().message).toBe('Zu viele Anmeldeversuche. Bitte warte kurz und versuche es erneut.');
    // Another address still gets its own budget for the same account.
    expect(
      (await login({ login: user.username, password: 'correct horse battery' }, nextIp())).statusCode,
    ).toBe(200);
  });

  it('allows 30 attempts an hour per address across usernames, then 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++)
      expect((await login({ login: `ghost${i}`, password: 'whatever' }, ip)).statusCode).toBe(401);
    const res = await login({ login: 'ghost-final', password: 'whatever' }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('sessions', () => {
  it('logout revokes the session on the server', async () => {
    const user = await makeUser();
    const { token } = (
      await login({ login: user.username, password: 'correct horse battery' }, nextIp())
    ).json();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/sitzung beendet/i);
  });

  it('lists my sessions and revokes one of them, never somebody else’s', async () => {
    const user = await makeUser();
    const other = await makeUser();
    const ip = nextIp();
    const first = (await login({ login: user.username, password: 'correct horse battery' }, ip)).json().token;
    const second = (await login({ login: user.username, password: 'correct horse battery' }, ip)).json()
      .token;
    const otherToken = (await login({ login: other.username, password: 'correct horse battery' }, ip)).json()
      .token;
    for (const token of [first, otherToken])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/user/reauth',
            headers: bearer(token),
            payload: { password: 'correct horse battery' },
          })
        ).statusCode,
      ).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(first) });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; current: boolean }[];
    expect(items).toHaveLength(2);
    const secondId = items.find((s) => !s.current)?.id;
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/sessions/${secondId}/revoke`,
      headers: bearer(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/sessions/${secondId}/revoke`,
      headers: bearer(first),
    });
    expect(revoked.json().items).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(second) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(first) })).statusCode,
    ).toBe(200);
  });

  it('ends a session after the idle timeout and after its absolute lifetime', async () => {
    const user = await makeUser();
    const ip = nextIp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T10:00:00Z');
    vi.setSystemTime(start);
    const plain = (await login({ login: user.username, password: 'correct horse battery' }, ip)).json().token;
    const remembered = (
      await login({ login: user.username, password: 'correct horse battery', remember: true }, ip)
    ).json().token;
    const at = async (ms: number, token: string) => {
      vi.setSystemTime(new Date(start.getTime() + ms));
      return (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }))
        .statusCode;
    };
    const minute = 60_000;
    // Idle 2 h for plain sessions: used at 100 min, alive at 219 min, dead after 2 h of silence.
    expect(await at(100 * minute, plain)).toBe(200);
    expect(await at(219 * minute, plain)).toBe(200);
    expect(await at(340 * minute, plain)).toBe(401);
    // Remembered: still alive after 20 idle days, dead after 31.
    expect(await at(20 * 1440 * minute, remembered)).toBe(200);
    expect(await at(51 * 1440 * minute + minute, remembered)).toBe(401);
  });

  it('ends a busy plain session at its absolute lifetime of 12 hours', async () => {
    const user = await makeUser();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2031-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const token = (await login({ login: user.username, password: 'correct horse battery' }, nextIp())).json()
      .token;
    let status = 0;
    for (let hour = 1; hour <= 12; hour++) {
      vi.setSystemTime(new Date(start.getTime() + hour * 3_600_000));
      status = (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }))
        .statusCode;
      if (hour < 12) expect(status).toBe(200);
    }
    expect(status).toBe(401);
  });
});
