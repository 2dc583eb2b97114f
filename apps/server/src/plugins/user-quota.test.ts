import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildEntry, buildUser } from '../db/seed/factories.ts';
import { authHeaders } from '../modules/auth/testing.ts';

/** Issue 19: one account cannot flood tickets or uploads (decision 025); the defaults apply here. */
const ctx = useTestApp();

let user: { authorization: string };
let entryId = 0;

beforeAll(async () => {
  user = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'flooder' }));
  entryId = (await buildEntry(ctx.db, { title: 'Elephants Dream' })).id;
});

interface Call {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: Record<string, unknown>;
}

async function fire(count: number, request: (i: number) => Call) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await ctx.app.inject(request(i)));
  return answers;
}

describe('per-user limits', () => {
  it('50 tickets in a row: 5 accepted (an hour), the rest 429 with Retry-After, in the asked language', async () => {
    const answers = await fire(50, (i) => ({
      method: 'POST',
      url: '/api/ticket/create',
      headers: { ...user, 'accept-language': i % 2 ? 'en' : 'de' },
      payload: { subject: `Frage ${i}`, content: 'Eine ausführliche Frage zum Katalog.' },
    }));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited).toHaveLength(45);
    const retryAfter = Number(limited[0]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const messages = new Set(limited.map((a) => a.json().message));
    expect(messages).toEqual(
      new Set([
        'Das hast du zu oft gemacht. Bitte versuche es später noch einmal.',
        'You have done this too often. Please try again later.',
      ]),
    );
  });

  it('50 uploads in a row: 10 accepted (an hour), the rest 429', async () => {
    const answers = await fire(50, (i) => ({
      method: 'POST',
      url: '/api/upload/create',
      headers: user,
      payload: {
        fulltitle: `Elephants.Dream.2006.German.${i}.1080p.WEB.x264-OPEN`,
        links: [`https://archive.org/details/elephants_dream_${i}`],
        entry_id: entryId,
      },
    }));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40);
  });

  it('counts only calls that pass validation, and each account on its own', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket/create',
      headers: user,
      payload: { subject: 'x', content: 'kurz' },
    });
    expect(bad.statusCode).toBe(400);
    const other = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'neighbour' }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket/create',
      headers: other,
      payload: { subject: 'Eine Frage', content: 'Eine ausführliche Frage zum Katalog.' },
    });
    expect(res.statusCode).toBe(200);
  });
});
