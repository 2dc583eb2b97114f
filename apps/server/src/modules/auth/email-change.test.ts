import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, emailChangeTokens, users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { linkIn } from '../../integrations/mail/fake.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authContextFor } from './auth.module.ts';
import { sessionTokenFor } from './testing.ts';
import { sha256Hex } from './tokens.ts';

/**
 * Decision 044: a signed-in user changes the e-mail address. Re-auth first; the new address gets a
 * single-use, expiring link and applies only once it is opened; the old one gets a notice and keeps
 * working until then.
 */
const PUBLIC_URL = 'http://regal.test';
const env: Record<string, string> = { PUBLIC_URL };
const smtp = useFakeSmtp(env);
const ctx = useTestApp(env);
const PASSWORD = 'email change pass';
const en = { 'accept-language': 'en' };
let counter = 1;
/** Each test its own client address (TEST-NET-3), so the per-address budgets do not mix. */
const newIp = () => `203.0.113.${counter++}`;

async function owner() {
  const user = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
  const token = await sessionTokenFor(ctx.db, user);
  return { user, headers: { authorization: `Bearer ${token}`, ...en } };
}

const change = (headers: Record<string, string>, email: string, ip = newIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/email/change',
    headers,
    payload: { email },
    remoteAddress: ip,
  });

const confirm = (token: string, ip = newIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/email/confirm',
    headers: en,
    payload: { token },
    remoteAddress: ip,
  });

const login = (name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: name, password: PASSWORD },
    remoteAddress: newIp(),
  });

async function tokenMailedTo(email: string, since: number): Promise<string> {
  const mail = await smtp.server.waitForMail(email, { since });
  return new URL(linkIn(mail, `${PUBLIC_URL}/auth/email/confirm?token=`)).searchParams.get('token') ?? '';
}

const newAddress = () => `new_${counter++}_${Date.now()}@example.test`;

describe('e-mail change', () => {
  it('needs a fresh re-auth: without it 403 (reauth), a wrong password 400, nothing is mailed', async () => {
    const user = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const stale = { authorization: `Bearer ${await sessionTokenFor(ctx.db, user, { fresh: false })}`, ...en };
    const since = smtp.server.mails.length;
    const target = newAddress();

    const refused = await change(stale, target);
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json().errors)).toEqual(['reauth']);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/reauth',
      headers: stale,
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('This password or code is not correct.');
    expect((await change(stale, target)).statusCode).toBe(403);

    const rows = await ctx.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(rows).toEqual([]);
    await authContextFor(ctx.db)?.mailer.idle();
    expect(smtp.server.mails.slice(since).filter((m) => m.to.includes(target))).toEqual([]);
  });

  it('mails a link to the new address and a notice without a link to the old; stores only the hash', async () => {
    const { user, headers } = await owner();
    const target = newAddress();
    const since = smtp.server.mails.length;
    const res = await change(headers, target);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'We have sent a link to the new address. Your current address stays active until you open it.',
    );

    const token = await tokenMailedTo(target, since);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [row] = await ctx.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(row?.tokenHash).toBe(sha256Hex(token));
    expect(row?.newEmail).toBe(target);
    expect(JSON.stringify(row)).not.toContain(token);

    const notice = await smtp.server.waitForMail(user.email, { since });
    expect(notice.body).toContain('A new e-mail address was requested for your Regal account');
    // The notice names the new address only masked and carries no link that acts on the account.
    expect(notice.body).not.toContain(target);
    expect(notice.body).not.toContain(token);
    expect(notice.body).not.toMatch(/https?:\/\//);

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.emailChangeRequested'));
    expect(audit?.itemId).toBe(String(user.id));
  });

  it('keeps the old address until the link is opened; then only the new one logs in, verified', async () => {
    const { user, headers } = await owner();
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const target = newAddress();
    const since = smtp.server.mails.length;
    expect((await change(headers, target)).statusCode).toBe(403); // unverified accounts cannot
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date(0) })
      .where(eq(users.id, user.id));
    expect((await change(headers, target)).statusCode).toBe(200);
    const token = await tokenMailedTo(target, since);

    expect((await login(user.email)).statusCode).toBe(200);
    expect((await login(target)).statusCode).toBe(401);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your e-mail address has been changed.');
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.email).toBe(target);
    expect(after?.emailVerifiedAt?.getTime()).toBeGreaterThan(new Date(0).getTime());

    expect((await login(target)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);
    const view = await ctx.app.inject({ method: 'GET', url: '/api/auth/user/account', headers });
    expect(view.json().profile.email).toBe(target);
  });

  it('a link works once; an expired link answers 410; an unknown one 400', async () => {
    const { user, headers } = await owner();
    const target = newAddress();
    const since = smtp.server.mails.length;
    await change(headers, target);
    const token = await tokenMailedTo(target, since);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toBe('This confirmation link is invalid or was already used.');

    const later = newAddress();
    const since2 = smtp.server.mails.length;
    await change(headers, later);
    const old = await tokenMailedTo(later, since2);
    await ctx.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.tokenHash, sha256Hex(old)));
    const expired = await confirm(old);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors.token).toBe(
      'This confirmation link has expired. Please request the change again.',
    );
    const [still] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(still?.email).toBe(target);

    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
  });

  it('a newer request or a password change closes the open link', async () => {
    const { headers } = await owner();
    const first = newAddress();
    const since = smtp.server.mails.length;
    await change(headers, first);
    const firstToken = await tokenMailedTo(first, since);
    const second = newAddress();
    await change(headers, second);
    const secondToken = await tokenMailedTo(second, since);
    expect((await confirm(firstToken)).statusCode).toBe(400);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/change',
      headers,
      payload: {
        current_password: PASSWORD,
        password: 'a new passphrase',
        password_confirmation: 'a new passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(secondToken)).statusCode).toBe(400);
  });

  it('an address of another account: same answer, no link (its mailbox is told); taken meanwhile → 400', async () => {
    const { user, headers } = await owner();
    const other = await buildUser(ctx.db);
    const since = smtp.server.mails.length;
    const res = await change(headers, other.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'We have sent a link to the new address. Your current address stays active until you open it.',
    );
    const told = await smtp.server.waitForMail(other.email, { since });
    expect(told.body).toContain('already belongs to an account');
    expect(told.body).not.toContain('/auth/email/confirm');
    const open = await ctx.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(open.filter((r) => r.usedAt === null)).toEqual([]);

    // Free when asked, taken before the link is opened: 400 with the field, nothing changes.
    const target = newAddress();
    const since2 = smtp.server.mails.length;
    await change(headers, target);
    const token = await tokenMailedTo(target, since2);
    await buildUser(ctx.db, { email: target.toUpperCase() });
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ email: 'This e-mail address is already used by another account.' });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.email).toBe(user.email);
  });

  it('own address 400 with the field; bad address 400; speaks German by default', async () => {
    const { user, headers } = await owner();
    const same = await change(headers, user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ email: 'This is already your e-mail address.' });
    const bad = await change(headers, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);
    const { 'accept-language': _, ...german } = headers;
    const de = await change(german, user.email);
    expect(de.json().errors.email).toBe('Das ist bereits deine E-Mail-Adresse.');
  });

  it('is rate-limited: five mails an hour per account, then 429', async () => {
    const { headers } = await owner();
    for (let i = 0; i < 5; i++) expect((await change(headers, newAddress(), newIp())).statusCode).toBe(200);
    const sixth = await change(headers, newAddress(), newIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many e-mail change attempts. Please wait a moment and try again.');
  });

  it('guests get 401', async () => {
    const res = await change(en, newAddress());
    expect(res.statusCode).toBe(401);
  });
});
