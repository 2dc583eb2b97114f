import { describe, expect, it } from 'vitest';
import { catalogueSettled } from '../../../test/catalogue-settled.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry } from '../../db/seed/factories.ts';
import { createMemoryRateLimitStore } from '../../lib/rate-limit.ts';
import { createImageWork } from './image-work.ts';

// Two new drawings a client per window; cached images and unknown ids cost nothing.
const ctx = useTestApp({ IMAGE_WORK_PER_CLIENT: '2', IMAGE_WORK_WINDOW_SECONDS: '600' });
const get = (url: string, remoteAddress = '203.0.113.7') => ctx.app.inject({ url, remoteAddress });

/**
 * The factories' catalogue change arrives a moment later and drops the entries' cards (decision 050),
 * which would make a kept card look evicted: wait for it first.
 */
const settled = () => catalogueSettled(ctx.app, ctx.db);

describe('forced image work (issue 32)', () => {
  it('answers unknown ids with 404 before drawing, never evicts real cards, and limits what one client can have drawn', async () => {
    const [a, b, c] = await Promise.all(
      ['Alpha', 'Beta', 'Gamma'].map((title) => buildEntry(ctx.db, { title })),
    );
    await settled();
    expect((await get(`/api/media/og/${a?.uid}.png`)).statusCode).toBe(200); // drawing 1
    // 300 made-up ids: each a 404, none of them drawn (no budget spent), none kept in the cards' space.
    for (let i = 0; i < 300; i++) {
      const res = await get(`/api/media/og/unknown-${i}.png`);
      expect(res.statusCode).toBe(404);
    }
    // A's card is still kept: answered without drawing again.
    expect((await get(`/api/media/og/${a?.uid}.png`)).statusCode).toBe(200);
    expect((await get(`/api/media/cover/${b?.uid}.webp`)).statusCode).toBe(200); // drawing 2
    const refused = await get(`/api/media/backdrop/${c?.uid}/1.webp`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      'Zu viele Bilder auf einmal. Bitte warte einen Moment und versuche es erneut.',
    );
    // Kept images still go out to that client, and another client has a budget of its own.
    expect((await get(`/api/media/cover/${b?.uid}.webp`)).statusCode).toBe(200);
    expect((await get(`/api/media/og/${c?.uid}.png`, '198.51.100.9')).statusCode).toBe(200);
    // The SVG drawings cost no rasterising: not counted.
    expect((await get(`/api/media/backdrop/${c?.uid}/1.svg`)).statusCode).toBe(200);
  });
});

describe('image work: at most so many drawings at once', () => {
  it('runs `concurrency` drawings, queues `waiting` more, and refuses the next with 429', async () => {
    const work = createImageWork({
      store: createMemoryRateLimitStore(),
      perClient: 100,
      windowMs: 60_000,
      concurrency: 1,
      waiting: 1,
    });
    const gates: Array<() => void> = [];
    const drawing = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const first = work.run('a', 'busy', drawing);
    const second = work.run('b', 'busy', drawing);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(work.load()).toEqual({ running: 1, waiting: 1 });
    await expect(work.run('c', 'busy', drawing)).rejects.toMatchObject({ statusCode: 429 });
    gates[0]?.();
    expect(await first).toBe('done');
    await new Promise((resolve) => setImmediate(resolve));
    gates[1]?.();
    expect(await second).toBe('done');
    expect(work.load()).toEqual({ running: 0, waiting: 0 });
  });
});
