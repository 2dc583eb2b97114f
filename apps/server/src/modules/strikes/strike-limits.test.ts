import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

/** The rules behind the user's strike dialog (spec 02 §6): never oneself, and a per-user limit. */
const ctx = useTestApp({ LIMIT_STRIKES_HOUR: '2' });

const strike = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/strike/save', headers, payload });

describe('a user’s strikes: rules', () => {
  it('a user cannot strike themselves: 400 with the reason on user_id, nothing saved', async () => {
    const me = await buildUser(ctx.db);
    const headers = await authHeaders(ctx.db, me);
    const res = await strike(headers, { user_id: me.id, reason: 'Ich verwarne mich selbst' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.user_id).toBe('Du kannst dich nicht selbst verwarnen.');
    const mine = (await ctx.app.inject({ url: '/api/strike/get/my', headers })).json();
    expect(mine.items).toEqual([]);
  });

  it('past LIMIT_STRIKES_HOUR the next strike answers 429 with a readable text, in the asked language', async () => {
    const reporter = await authHeaders(ctx.db, await buildUser(ctx.db));
    const targets = await Promise.all([1, 2, 3, 4].map(() => buildUser(ctx.db)));
    const answers = [];
    for (const [i, target] of targets.entries())
      answers.push(
        await strike(
          { ...reporter, 'accept-language': i === 3 ? 'en' : 'de' },
          { user_id: target.id, reason: 'Beleidigt andere in Bewertungen' },
        ),
      );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429, 429]);
    expect(answers[2]?.json().message).toBe(
      'Das hast du zu oft gemacht. Bitte versuche es später noch einmal.',
    );
    expect(answers[3]?.json().message).toBe('You have done this too often. Please try again later.');
    expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
