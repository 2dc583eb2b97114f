import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../../modules/auth/testing.ts';

/**
 * Issue 23 D: every kind of server message comes out in the reader's language (Accept-Language),
 * errors and success answers alike — registration, OAuth, DLC, reviews' rating, profile, filecrypt.
 */
const ctx = useTestApp({ DLC_KEY_SERVICE_URL: '' });
const DE = { 'accept-language': 'de-DE,de;q=0.9' };
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

type Headers = Record<string, string>;
async function both(call: (lang: Headers) => Promise<{ json: () => unknown }>) {
  return { de: (await call(DE)).json() as Answer, en: (await call(EN)).json() as Answer };
}
interface Answer {
  message: string;
  errors?: Record<string, string>;
}

describe('server messages follow Accept-Language', () => {
  it('registration errors', async () => {
    const { de, en } = await both((lang) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: lang,
        payload: { username: 'x', email: 'nope', password: 'short', password_confirmation: 'other' },
      }),
    );
    expect(en.errors?.username).toBe('The username must be at least 3 characters.');
    expect(de.errors?.username).toBe('Der Benutzername muss mindestens 3 Zeichen lang sein.');
    expect(de.errors?.email).not.toBe(en.errors?.email);
    expect(de.errors?.password).not.toBe(en.errors?.password);
  });

  it("OAuth: 'not configured' and 'not ready yet'", async () => {
    const facebook = await both((lang) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/oauth/facebook', headers: lang }),
    );
    expect(facebook.en.message).toBe('Facebook login is not configured on this server.');
    expect(facebook.de.message).toBe('Die Facebook-Anmeldung ist auf diesem Server nicht eingerichtet.');
    const insta = await both((lang) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/oauth/insta', headers: lang }),
    );
    expect(insta.en.message).toBe('not ready yet');
    expect(insta.de.message).toBe('noch nicht fertig');
  });

  it('DLC errors', async () => {
    const { de, en } = await both((lang) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/cart/container',
        headers: lang,
        payload: { name: 'x', format: 'dlc', items: [{ fulltitle: 'A', links: ['https://example.org/a'] }] },
      }),
    );
    expect(en.message).toBe('The DLC key service is not configured.');
    expect(de.message).toBe('Der DLC-Schlüsseldienst ist nicht eingerichtet.');
  });

  it('rating errors of a review', async () => {
    const user = await buildUser(ctx.db);
    const entry = await buildEntry(ctx.db);
    const headers = await authHeaders(ctx.db, user);
    const { de, en } = await both((lang) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reviews/save',
        headers: { ...headers, ...lang },
        payload: { entry_id: entry.id, title: 'Gut', content: 'x', rating: 99 },
      }),
    );
    // Already in the catalogue before issue 23 D; kept here so every kind the issue names is covered.
    expect(de.errors?.rating).toMatch(/^Bitte vergib 1 bis \d+ Punkte\.$/);
    expect(en.errors?.rating).toMatch(/^Please give 1 to \d+ points\.$/);
  });

  it('success answers: profile updated; filecrypt without a key', async () => {
    const user = await buildUser(ctx.db, { role: 'mod' });
    const headers = await authHeaders(ctx.db, user);
    const profile = await both((lang) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/update',
        headers: { ...headers, ...lang },
        payload: { displayname: 'Leser' },
      }),
    );
    expect(profile.en.message).toBe('Profile updated');
    expect(profile.de.message).toBe('Profil gespeichert');
    const filecrypt = await both((lang) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/filecrypt/createContainer',
        headers: { ...headers, ...lang },
        payload: { name: 'x', links: ['https://example.org/a'] },
      }),
    );
    expect(filecrypt.en.message).toBe('No filecrypt API key is configured.');
    expect(filecrypt.de.message).toBe('Es ist kein filecrypt-API-Schlüssel eingerichtet.');
  });
});
