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
});
