import { describe, expect, it } from 'vitest';
import { useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { linkIn } from '../../integrations/mail/fake.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sessionTokenFor } from '../auth/testing.ts';

/**
 * Issue 19: a reset link survived a password change. Someone who had read the mailbox once (or a
 * link mailed before the owner changed a leaked password) could set a new password afterwards.
 */
const PUBLIC_URL = 'http://regal.test';
const env: Record<string, string> = { PUBLIC_URL };
const smtp = useFakeSmtp(env);
const ctx = useTestApp(env);

describe('password change and reset links', () => {
  it('a reset link requested before a password change no longer works after it', async () => {
    const user = await buildUser(ctx.db, {
      email: 'spend-resets@example.test',
      passwordHash: await hashPassword('old password 19'),
    });
    const since = smtp.server.mails.length;
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: user.email },
      remoteAddress: '10.19.7.1',
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await smtp.server.waitForMail(user.email, { since });
    const resetToken =
      new URL(linkIn(mail, `${PUBLIC_URL}/auth/password/reset?token=`)).searchParams.get('token') ?? '';
    expect(resetToken).not.toBe('');

    const session = await sessionTokenFor(ctx.db, user);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/change',
      headers: { authorization: `Bearer ${session}` },
      payload: {
        current_password: 'old password 19',
        password: 'owner new pass 19',
        password_confirmation: 'owner new pass 19',
      },
    });
    expect(changed.statusCode).toBe(200);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: resetToken, password: 'attacker pass 19', password_confirmation: 'attacker pass 19' },
      remoteAddress: '10.19.7.2',
    });
    expect(reset.statusCode).toBeGreaterThanOrEqual(400);
    expect(reset.statusCode).toBeLessThan(500);
    const attacker = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: 'attacker pass 19' },
      remoteAddress: '10.19.7.3',
    });
    expect(attacker.statusCode).toBe(401);
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: 'owner new pass 19' },
      remoteAddress: '10.19.7.4',
    });
    expect(owner.statusCode).toBe(200);
  }, 60_000);
});
