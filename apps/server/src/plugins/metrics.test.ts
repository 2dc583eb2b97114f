import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const ctx = useTestApp({ METRICS_TOKEN: TOKEN });
const OUTSIDE = '203.0.113.7';

describe('GET /metrics', () => {
  it('answers a loopback client in the Prometheus text format with the app figures', async () => {
    ctx.app.metrics.watchCache('entries', () => ({ hits: 5, misses: 2, size: 3 }));
    await ctx.app.inject({ url: '/api/entries/type/movie' });
    await ctx.app.inject({ url: '/api/entries/type/movie' });
    await ctx.app.inject({ url: '/api/entries/NoSuchUid123' });
    const res = await ctx.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // By route pattern and status, never the raw URL.
    expect(text).toMatch(
      /regal_http_request_duration_seconds_count\{method="GET",route="\/api\/entries\/type\/:type",status="200"\} 2/,
    );
    expect(text).toMatch(
      /regal_http_request_duration_seconds_count\{method="GET",route="\/api\/entries\/:uid",status="404"\} 1/,
    );
    expect(text).not.toContain('NoSuchUid123');
    expect(text).toMatch(/regal_jobs\{kind="mail.send",state="queued"\} \d+/);
    expect(text).toContain('# TYPE regal_link_checks gauge');
    expect(text).toContain('# TYPE regal_db_query_errors_total counter');
    expect(text).toContain('regal_answer_cache_hits{cache="entries"} 5');
    expect(text).toContain('regal_answer_cache_entries{cache="entries"} 3');
    // The public answer cache itself: the listing missed once, then was served from the cache.
    expect(text).toMatch(/regal_answer_cache_hits\{cache="answers"\} [1-9]/);
    expect(text).toMatch(/regal_answer_cache_misses\{cache="answers"\} [1-9]/);
    expect(text).toMatch(/regal_answer_cache_entries\{cache="answers"\} [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
  });

  it('is a 404 for anyone else, whatever X-Forwarded-For says (TRUST_PROXY off)', async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('regal_');
    const wrong = await ctx.app.inject({
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('answers a scraper elsewhere that brings METRICS_TOKEN as a bearer token', async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('regal_http_request_duration_seconds');
  });
});
