import { and, count, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { auditLog, releases, users } from '../../../apps/server/src/db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../../apps/server/src/db/seed/factories.ts';
import { startFakeFilecrypt } from '../../../apps/server/src/integrations/filecrypt/fake.ts';
import { linkIn, startFakeSmtpServer } from '../../../apps/server/src/integrations/mail/fake.ts';
import { startFakeOAuthProvider } from '../../../apps/server/src/integrations/oauth/fake.ts';
import { hashPassword } from '../../../apps/server/src/lib/passwords.ts';
import { authContextFor } from '../../../apps/server/src/modules/auth/auth.module.ts';
import { sealSecret } from '../../../apps/server/src/modules/auth/secret-box.ts';
import { newTotpSecret } from '../../../apps/server/src/modules/auth/totp.ts';
import { type AttackApp, type AttackResult, attackApp, bearer, statusCounts } from './harness.ts';

const PUBLIC_URL = 'http://regal.test';

const login = (ctx: AttackApp, name: string, password: string, ip: string, code?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: name, password, ...(code === undefined ? {} : { code }) },
    remoteAddress: ip,
  });

/** Pre-account takeover: the attacker registers the victim's address, the victim signs in with OAuth. */
export async function oauthTakeover(): Promise<AttackResult> {
  const provider = await startFakeOAuthProvider();
  const ctx = await attackApp({ PUBLIC_URL, ...provider.env });
  try {
    const password = 'attacker pass 19';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '198.18.0.1',
      payload: {
        username: 'squatter19',
        email: 'victim19@example.test',
        password,
        password_confirmation: password,
      },
    });
    const attackerToken = (await login(ctx, 'squatter19', password, '198.18.0.2')).json().token as string;
    provider.setUser({ sub: 'fb-victim-19', email: 'victim19@example.test', name: 'Victim' });
    // The victim's browser: start, visit the provider, come back, exchange the one-time code.
    const start = await ctx.app.inject({ method: 'POST', url: '/api/auth/oauth/facebook' });
    const cookie = String(start.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const atProvider = await fetch(start.json().url, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    const callback = await ctx.app.inject({ url: back.pathname + back.search, headers: { cookie } });
    const code =
      new URLSearchParams(new URL(String(callback.headers.location)).hash.slice(1)).get('code') ?? '';
    const exchanged = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/exchange',
      payload: { code },
      headers: { cookie },
    });
    const victimToken = exchanged.json().token as string;
    const me = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${victimToken}` },
    });
    const [squatter] = await ctx.db.select().from(users).where(eq(users.username, 'squatter19'));
    const merged = me.json().user?.id === squatter?.id ? 1 : 0;
    const attackerLogins = [
      (await login(ctx, 'squatter19', password, '198.18.0.3')).statusCode,
      (await login(ctx, 'victim19@example.test', password, '198.18.0.3')).statusCode,
    ];
    const oldSession = (
      await ctx.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${attackerToken}` } })
    ).statusCode;
    return {
      attack: 'OAuth pre-account takeover (loopback OAuth fake)',
      attempts: '1 squatted address',
      before: "merged into the squatter's account; attacker's password still worked",
      after: `merged ${merged} of 1; victim signed in ${me.statusCode}; attacker password ${attackerLogins.join('/')}; attacker's old session ${oldSession}`,
      held:
        merged === 0 && me.statusCode === 200 && attackerLogins.every((s) => s >= 400) && oldSession === 401,
    };
  } finally {
    await ctx.close();
    await provider.close();
  }
}

/** A foreign upper imports filecrypt links into someone else's release. */
export async function foreignFilecrypt(): Promise<AttackResult> {
  const fake = await startFakeFilecrypt({ apiKey: 'operator-key' });
  const ctx = await attackApp({ FILECRYPT_API_URL: fake.url, FILECRYPT_API_KEY: 'operator-key' });
  try {
    fake.containers.set('ABCDE12345', {
      name: 'Film',
      mirrors: [['https://ddownload.com/aaa/Film.part1.rar', 'https://ddownload.com/bbb/Film.part2.rar']],
    });
    const owner = await buildUser(ctx.db, { role: 'upper' });
    const foreign = await bearer(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    const statuses: number[] = [];
    let changed = 0;
    const ATTEMPTS = 5;
    for (let i = 0; i < ATTEMPTS; i++) {
      const release = await buildRelease(ctx.db, {
        userId: owner.id,
        links: { rapidgator: ['https://rapidgator.net/file/own/Film.rar'] },
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/filecrypt/getLinks/ABCDE12345',
        headers: foreign,
        payload: { release_id: release.id },
      });
      statuses.push(res.statusCode);
      const [after] = await ctx.db.select().from(releases).where(eq(releases.id, release.id));
      if (JSON.stringify(after?.links) !== JSON.stringify(release.links)) changed += 1;
    }
    const [audits] = await ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.itemType, 'release')));
    return {
      attack: "Foreign upper overwrites a release's links (filecrypt import)",
      attempts: `${ATTEMPTS} releases`,
      before: 'overwrote them (no ownership check, no audit row; the same upper got 403 on release/update)',
      after: `overwritten ${changed} of ${ATTEMPTS}; answers ${statusCounts(statuses)}; release audit rows ${audits?.n ?? 0}`,
      held: changed === 0 && statuses.every((s) => s === 403),
    };
  } finally {
    await ctx.close();
    await fake.close();
  }
}

/** Lockout: an attacker fails 10 times from two addresses; can the owner still get in? */
export async function lockout(): Promise<AttackResult[]> {
  const smtp = await startFakeSmtpServer();
  const ctx = await attackApp({ PUBLIC_URL, SMTP_URL: smtp.url });
  try {
    const PASSWORD = 'owner pass 19';
    let n = 1;
    const newIp = () => `198.51.100.${n++}`;
    const appKey = authContextFor(ctx.db)?.appKey;
    if (!appKey) throw new Error('no auth context');
    const secret = newTotpSecret();
    const owner = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const owner2fa = await buildUser(ctx.db, {
      passwordHash: await hashPassword(PASSWORD),
      twoFactorSecret: sealSecret(appKey, secret),
      twoFactorEnabledAt: new Date(),
    });
    const home = '203.0.113.7';
    await login(ctx, owner.username, PASSWORD, home);
    const attackers = [newIp(), newIp()];
    const lockWith = async (name: string) => {
      for (let i = 0; i < 10; i++) await login(ctx, name, `guess-${i}`, attackers[i % 2] ?? '');
    };
    await lockWith(owner.email);
    await lockWith(owner2fa.email);
    const fromHome = (await login(ctx, owner.username, PASSWORD, home)).statusCode;
    const travelling = newIp();
    const fromNew = (await login(ctx, owner.username, PASSWORD, travelling)).statusCode;
    const mail = await smtp.waitForMail(owner.email);
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/auth/unlock?token=`)).searchParams.get('token') ?? '';
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      payload: { token },
      remoteAddress: travelling,
    });
    const afterLink = (await login(ctx, owner.username, PASSWORD, travelling)).statusCode;
    const replay = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/unlock',
        payload: { token },
        remoteAddress: newIp(),
      })
    ).statusCode;
    const attackerWithPassword = [];
    for (const ip of attackers)
      attackerWithPassword.push((await login(ctx, owner.username, PASSWORD, ip)).statusCode);
    const twoFaIp = newIp();
    const twoFaPlain = (await login(ctx, owner2fa.username, PASSWORD, twoFaIp)).statusCode;
    const twoFaCode = (await login(ctx, owner2fa.username, PASSWORD, twoFaIp, await generate({ secret })))
      .statusCode;

    // Guessing pace after the lock: 40 guesses from 40 new addresses, every other one with a made-up code.
    const guesser = await buildUser(ctx.db, {
      passwordHash: await hashPassword(PASSWORD),
      twoFactorSecret: sealSecret(appKey, newTotpSecret()),
      twoFactorEnabledAt: new Date(),
    });
    const guesses: number[] = [];
    for (let i = 0; i < 40; i++)
      guesses.push(
        (
          await login(
            ctx,
            guesser.email,
            `guess-${i}`,
            newIp(),
            i >= 10 && i % 2 === 0 ? '123456' : undefined,
          )
        ).statusCode,
      );
    // Before the lock every 401 is a password check; after it, only code attempts get an answer
    // other than 429, and none of those made-up codes matches, so the password is never looked at.
    const beforeLock = guesses.slice(0, 10);
    const afterLock = guesses.slice(10);
    const codeChecks = afterLock.filter((s) => s === 401).length;
    return [
      {
        attack: 'Lockout of the owner (10 failures from 2 addresses)',
        attempts: '10 failures + owner logins',
        before: "owner's right password 429 from everywhere; 2 addresses keep an admin out indefinitely",
        after:
          `owner from a known address ${fromHome}; from a new address ${fromNew} → unlock link ${opened.statusCode} → ${afterLink}` +
          ` (link replayed ${replay}); attacker addresses with the right password ${attackerWithPassword.join('/')};` +
          ` 2FA owner from a new address ${twoFaPlain}, with password+code ${twoFaCode}`,
        held:
          fromHome === 200 &&
          fromNew === 429 &&
          afterLink === 200 &&
          replay === 400 &&
          attackerWithPassword.every((s) => s === 429) &&
          twoFaCode === 200,
      },
      {
        attack: 'Guessing pace (new addresses, 2FA account)',
        attempts: '40 guesses, 15 with a code',
        before: '10 per 15 minutes per account',
        after:
          `before the lock ${statusCounts(beforeLock)} (password checks); after it ${statusCounts(afterLock)}:` +
          ` ${codeChecks} code checks (budget 10), 0 password checks, 0 logins`,
        held:
          beforeLock.every((s) => s === 401) &&
          codeChecks <= 10 &&
          afterLock.every((s) => s === 401 || s === 429),
      },
    ];
  } finally {
    await ctx.close();
    await smtp.close();
  }
}

/** The token of a password-only login of a 2FA account (code still owed). */
export async function twoFactorPending(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const PASSWORD = 'pending pass 19';
    const appKey = authContextFor(ctx.db)?.appKey;
    if (!appKey) throw new Error('no auth context');
    const user = await buildUser(ctx.db, {
      passwordHash: await hashPassword(PASSWORD),
      twoFactorSecret: sealSecret(appKey, newTotpSecret()),
      twoFactorEnabledAt: new Date(),
    });
    const entry = await buildEntry(ctx.db);
    const token = (await login(ctx, user.username, PASSWORD, '203.0.113.9')).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const reads = [
      '/api/ticket/my',
      '/api/notifications',
      '/api/strike/get/my',
      '/api/whishlist',
      '/api/upload/my',
    ];
    const readStatuses: number[] = [];
    for (const url of reads) readStatuses.push((await ctx.app.inject({ url, headers })).statusCode);
    const writes: [string, object][] = [
      ['/api/ticket/create', { subject: 'Frage', content: 'Eine ausführliche Frage zum Katalog.' }],
      ['/api/whishlist/toggle', { entry_id: entry.id }],
    ];
    const writeStatuses: number[] = [];
    for (const [url, payload] of writes)
      writeStatuses.push((await ctx.app.inject({ method: 'POST', url, headers, payload })).statusCode);
    const through = [...readStatuses, ...writeStatuses].filter((s) => s < 400).length;
    return {
      attack: '2FA-pending token reads and writes',
      attempts: `${reads.length} reads + ${writes.length} writes`,
      before: 'read 5 of 5, wrote 2 of 2',
      after: `got through ${through} of ${reads.length + writes.length}; answers ${statusCounts([...readStatuses, ...writeStatuses])}`,
      held: through === 0,
    };
  } finally {
    await ctx.close();
  }
}
