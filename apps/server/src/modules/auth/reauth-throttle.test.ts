import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sessionTokenFor } from './testing.ts';

/**
 * Issue 36: the re-auth prompt spends the password-change budget (one guessing door per session),
 * but when it runs out it must not speak of a password change nobody tried.
 */
const ctx = useTestApp();
const PASSWORD = 'correct horse battery';

describe('re-auth throttle', () => {
  it('answers 429 with a message about confirming, in the asked language', async () => {
    const user = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const token = await sessionTokenFor(ctx.db, user, { fresh: false });
    const reauth = (lang: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/reauth',
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
        payload: { password: 'not it' },
      });
    for (let i = 0; i < 5; i++) expect((await reauth('de')).statusCode).toBe(400);
    const german = await reauth('de');
    expect(german.statusCode).toBe(429);
    expect(german.json().message).toBe(
      'Zu viele Bestätigungsversuche. Bitte warte kurz und versuche es erneut.',
    );
    expect(german.json().message).not.toMatch(/Passwort zu ändern/);
    const english = await reauth('en');
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe(
      'Too many confirmation attempts. Please wait a moment and try again.',
    );
  });
});
