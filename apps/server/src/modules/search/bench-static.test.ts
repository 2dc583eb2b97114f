import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp({ BENCH_ROUTES: 'true' });

describe('bench ceiling route', () => {
  it('answers static JSON of the asked size', async () => {
    const res = await ctx.app.inject({ url: '/api/bench/static?bytes=5000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toHaveLength(5000);
    expect(JSON.parse(res.body).data).toMatch(/^x+$/);
  });

  it('empties the answers for a cold run and says so, without moving the catalogue version', async () => {
    const stats = async () => (await ctx.app.inject({ url: '/api/bench/cache' })).json();
    const search = () => ctx.app.inject({ url: '/api/start/search?q=Sintel&types=all' });
    expect((await search()).statusCode).toBe(200);
    const warm = await stats();
    expect((await search()).statusCode).toBe(200);
    const afterHit = await stats();
    expect(afterHit.hits).toBe(warm.hits + 1);
    const emptied = await ctx.app.inject({ method: 'POST', url: '/api/bench/cache/empty' });
    expect(emptied.json()).toEqual({ emptied: true });
    expect((await search()).statusCode).toBe(200);
    const cold = await stats();
    expect(cold.hits).toBe(afterHit.hits);
    expect(cold.misses).toBe(afterHit.misses + 1);
    expect(cold.catalogueVersion).toBe(warm.catalogueVersion);
  });
});
