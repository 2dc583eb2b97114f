import { and, eq, isNull } from 'drizzle-orm';
import { generate } from 'otplib';
import { oauthAccounts, passwordResetTokens } from '../../../apps/server/src/db/schema/index.ts';
import { buildUser } from '../../../apps/server/src/db/seed/factories.ts';
import { linkIn, startFakeSmtpServer } from '../../../apps/server/src/integrations/mail/fake.ts';
import { startFakeOAuthProvider } from '../../../apps/server/src/integrations/oauth/fake.ts';
import { hashPassword } from '../../../apps/server/src/lib/passwords.ts';
import { authContextFor } from '../../../apps/server/src/modules/auth/auth.module.ts';
import { sealSecret } from '../../../apps/server/src/modules/auth/secret-box.ts';
import { sessionTokenFor } from '../../../apps/server/src/modules/auth/testing.ts';
import { newOpaqueToken, sha256Hex } from '../../../apps/server/src/modules/auth/tokens.ts';
import { newTotpSecret } from '../../../apps/server/src/modules/auth/totp.ts';
import { createAuthUsersRepository } from '../../../apps/server/src/modules/auth/users.repository.ts';
import { type AttackApp, type AttackResult, attackApp, statusCounts } from './harness.ts';

/**
 * Issue 32, items 1–4 and the reset part of 13: the account-takeover paths, replayed against the
 * real app. `before` quotes the probe on the old code; `after` is measured here.
 */
const PUBLIC_URL = 'http://regal.test';
const PASSWORD = 'owner pass 32';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** One browser through the provider: start (with these headers), provider, callback, exchange. */
async function providerFlow(ctx: AttackApp, headers: Record<string, string>) {
  const start = await ctx.app.inject({ method: 'POST', url: '/api/auth/oauth/facebook', headers });
  if (start.statusCode !== 200) return { start: start.statusCode, token: null };
  const cookie = String(start.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const atProvider = await fetch(start.json().url, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  const callback = await ctx.app.inject({ url: back.pathname + back.search, headers: { cookie } });
  const code = new URLSearchParams(new URL(String(callback.headers.location)).hash.slice(1)).get('code');
  if (!code) return { start: start.statusCode, token: null };
  const exchanged = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/exchange',
    payload: { code },
    headers: { cookie },
  });
  return {
    start: start.statusCode,
    token: exchanged.statusCode === 200 ? (exchanged.json().token as string) : null,
  };
}

async function userIdOf(ctx: AttackApp, token: string | null): Promise<number | null> {
  if (!token) return null;
  const me = await ctx.app.inject({ url: '/api/auth/user', headers: auth(token) });
  return me.statusCode === 200 ? (me.json().user.id as number) : null;
}

/** Item 1: an app token, then a plain (not re-authenticated) session, link the attacker's provider. */
export async function providerLink(): Promise<AttackResult[]> {
  const provider = await startFakeOAuthProvider();
  const ctx = await attackApp({ PUBLIC_URL, ...provider.env });
  try {
    const admin = await buildUser(ctx.db, { role: 'admin', passwordHash: await hashPassword(PASSWORD) });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/token/create',
      headers: auth(await sessionTokenFor(ctx.db, admin)),
      payload: { name: 'script', scopes: ['catalogue:read'] },
    });
    const appToken = created.json().item.token as string;
    const starts: number[] = [];
    let takenOver = 0;
    const ATTEMPTS = 3;
    for (let i = 0; i < ATTEMPTS; i++) {
      provider.setUser({ sub: `fb-attacker-token-${i}`, email: `attacker-token-${i}@example.test` });
      const flow = await providerFlow(ctx, auth(appToken));
      starts.push(flow.start);
      // The attacker later signs in with the provider account alone.
      const later = await providerFlow(ctx, {});
      if ((await userIdOf(ctx, later.token)) === admin.id) takenOver += 1;
    }
    const member = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const stale = await sessionTokenFor(ctx.db, member, { fresh: false });
    const sessionStarts: number[] = [];
    let sessionTakenOver = 0;
    for (let i = 0; i < ATTEMPTS; i++) {
      provider.setUser({ sub: `fb-attacker-session-${i}`, email: `attacker-session-${i}@example.test` });
      const flow = await providerFlow(ctx, auth(stale));
      sessionStarts.push(flow.start);
      const later = await providerFlow(ctx, {});
      if ((await userIdOf(ctx, later.token)) === member.id) sessionTakenOver += 1;
    }
    const links = await ctx.db.select().from(oauthAccounts);
    const adminLinks = links.filter((l) => l.userId === admin.id || l.userId === member.id).length;
    return [
      {
        attack: "OAuth link from an admin's app token (catalogue:read)",
        attempts: `${ATTEMPTS} provider accounts`,
        before: 'linked; the provider account then signed in as the admin (2FA pages, members API)',
        after: `start ${statusCounts(starts)}; signed in as the admin ${takenOver} of ${ATTEMPTS}`,
        held: takenOver === 0 && starts.every((s) => s === 403),
      },
      {
        attack: 'OAuth link from a stolen session without re-auth',
        attempts: `${ATTEMPTS} provider accounts`,
        before: 'linked without re-auth, no mail; the link survived a password change',
        after: `start ${statusCounts(sessionStarts)}; signed in as the member ${sessionTakenOver} of ${ATTEMPTS}; links on the two accounts ${adminLinks}`,
        held: sessionTakenOver === 0 && adminLinks === 0 && sessionStarts.every((s) => s === 403),
      },
    ];
  } finally {
    await ctx.close();
    await provider.close();
  }
}

async function twoFactorUser(ctx: AttackApp) {
  const appKey = authContextFor(ctx.db)?.appKey;
  if (!appKey) throw new Error('no auth context');
  const secret = newTotpSecret();
  const user = await buildUser(ctx.db, {
    passwordHash: await hashPassword(PASSWORD),
    twoFactorSecret: sealSecret(appKey, secret),
    twoFactorEnabledAt: new Date(),
  });
  return { user, secret };
}

/** Item 2: any session of a 2FA user reads the TOTP secret (the QR). */
export async function totpSecretRead(): Promise<AttackResult> {
  const ctx = await attackApp({ PUBLIC_URL });
  try {
    const ATTEMPTS = 5;
    let read = 0;
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const { user } = await twoFactorUser(ctx);
      const token = await sessionTokenFor(ctx.db, user, { fresh: false });
      const res = await ctx.app.inject({ url: '/api/auth/user/2fa/get', headers: auth(token) });
      statuses.push(res.statusCode);
      if (res.statusCode === 200 && res.json().qr) read += 1;
    }
    return {
      attack: 'TOTP secret read by a session while 2FA is on',
      attempts: `${ATTEMPTS} 2FA accounts`,
      before: 'QR (the secret) returned; with it re-auth by code, e-mail change, 2FA off',
      after: `secret shown ${read} of ${ATTEMPTS}; answers ${statusCounts(statuses)}`,
      held: read === 0,
    };
  } finally {
    await ctx.close();
  }
}

/** Item 3: a reset link mailed to the old address, used after the owner moved to a new one. */
export async function resetAfterEmailChange(): Promise<AttackResult> {
  const smtp = await startFakeSmtpServer();
  const ctx = await attackApp({ PUBLIC_URL, SMTP_URL: smtp.url });
  try {
    const ATTEMPTS = 3;
    let reset = 0;
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const user = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
      const token = newOpaqueToken();
      const now = new Date();
      await createAuthUsersRepository(ctx.db).insertResetToken(
        user.id,
        sha256Hex(token),
        now,
        new Date(now.getTime() + 30 * 60_000),
      );
      const moved = `moved-${user.id}@example.test`;
      const since = smtp.mails.length;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/email/change',
        headers: auth(await sessionTokenFor(ctx.db, user)),
        payload: { email: moved },
      });
      await authContextFor(ctx.db)?.mailer.idle();
      const mail = await smtp.waitForMail(moved, { since });
      const confirm = new URL(linkIn(mail, `${PUBLIC_URL}/auth/email/confirm?token=`)).searchParams.get(
        'token',
      );
      await ctx.app.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { token: confirm } });
      const attack = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { token, password: 'attacker new pass', password_confirmation: 'attacker new pass' },
        remoteAddress: `198.18.32.${i + 1}`,
      });
      statuses.push(attack.statusCode);
      if (attack.statusCode === 200) reset += 1;
    }
    return {
      attack: 'Reset link from the old address after an e-mail change',
      attempts: `${ATTEMPTS} accounts`,
      before: "set a new password and ended the owner's sessions",
      after: `password set ${reset} of ${ATTEMPTS}; answers ${statusCounts(statuses)}`,
      held: reset === 0,
    };
  } finally {
    await ctx.close();
    await smtp.close();
  }
}

/** Item 4: strangers send wrong passwords with made-up codes; does the owner still get in? */
export async function twoFactorBudgetLockout(): Promise<AttackResult> {
  const ctx = await attackApp({ PUBLIC_URL });
  try {
    const { user, secret } = await twoFactorUser(ctx);
    const home = '198.18.4.1';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD },
      remoteAddress: home,
    });
    const ATTEMPTS = 20;
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: user.username, password: `guess-${i}`, code: '123456' },
        remoteAddress: `198.18.5.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD, code },
      remoteAddress: home,
    });
    return {
      attack: "Stranger spends a 2FA user's code budget (wrong password + any code)",
      attempts: `${ATTEMPTS} logins from ${ATTEMPTS} addresses`,
      before: '10 requests locked the owner out for 15 minutes (renewable), known address too',
      after: `stranger answers ${statusCounts(statuses)}; owner with password + code from a known address ${owner.statusCode}`,
      held: owner.statusCode === 200 && statuses.every((s) => s !== 200),
    };
  } finally {
    await ctx.close();
  }
}

/** Item 13 (reset part): a stranger asks five times for the owner's reset link. */
export async function resetFlood(): Promise<AttackResult> {
  const smtp = await startFakeSmtpServer();
  const ctx = await attackApp({ PUBLIC_URL, SMTP_URL: smtp.url });
  try {
    const user = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const ATTEMPTS = 5;
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: user.email },
        remoteAddress: `198.18.13.${i + 1}`,
      });
      statuses.push(res.statusCode);
      await authContextFor(ctx.db)?.mailer.idle();
    }
    const mails = smtp.mails.filter((m) => m.to.includes(user.email)).length;
    const live = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    return {
      attack: "Stranger's reset requests for one account",
      attempts: `${ATTEMPTS} requests`,
      before: '5 mails with 5 valid links',
      after: `answers ${statusCounts(statuses)}; ${mails} mails; ${live.length} valid link(s)`,
      held: live.length <= 1 && mails < ATTEMPTS,
    };
  } finally {
    await ctx.close();
    await smtp.close();
  }
}
