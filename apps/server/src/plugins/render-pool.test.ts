import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildEntry, buildRelease } from '../db/seed/factories.ts';
import { compress } from '../lib/answer-encoding.ts';
import { createRenderPool, RenderPoolClosed } from './render-pool.ts';

/**
 * Page misses rendered in a worker thread behind the miss gate (issue 34, decision 049), through the
 * real web build (made here when it is missing, as in page-render.test.ts).
 */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
if (!existsSync(path.resolve(webDist, '../dist-server/entry-server.js'))) {
  execSync('npm run build --workspace @regal/web', {
    cwd: path.resolve(webDist, '../../..'),
    stdio: 'ignore',
  });
}

const ORIGIN = 'https://regal.example';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

/** The nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat), by id. */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(Number(tid), Number(fields[16]));
  }
  return values;
}

describe('page renders in a worker thread', () => {
  // One client may have one miss at a time, and none wait: the second at once is refused.
  const ctx = useTestApp({
    WEB_DIST: webDist,
    PUBLIC_URL: ORIGIN,
    RENDER_THREADS: '1',
    RENDER_PER_CLIENT: '1',
    RENDER_QUEUE: '0',
    RENDER_NICE: '7',
  });
  let uid = '';
  let slug = '';
  beforeAll(async () => {
    const entry = await buildEntry(ctx.db, { title: 'Faden im Wind', description: 'Ein Film über Fäden.' });
    uid = entry.uid;
    slug = entry.slug;
    await buildRelease(ctx.db, { entryId: entry.id });
  });

  const page = (url: string, userAgent = PERSON) =>
    ctx.app.inject({ url, headers: { accept: 'text/html', 'user-agent': userAgent } });

  it('renders the page in the thread with its content, head, state and status', async () => {
    const res = await page(`/detail/${uid}/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/data-testid="entry-title"[^>]*>Faden im Wind/);
    expect(res.body).toContain('<title>Faden im Wind');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/detail/${uid}/${slug}"/>`);
    expect(res.body).toContain('id="regal-ssr"');
    expect((await page('/detail/nope-nope/x')).statusCode).toBe(404);
    expect((await page('/entry/abc')).statusCode).toBe(301);
    // Compressed in the thread, for each encoding the first time a client takes it.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        url: `/detail/${uid}/${slug}?encoding=${encoding}`,
        headers: { accept: 'text/html', 'user-agent': PERSON, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).toString('utf8')).toMatch(/data-testid="entry-title"[^>]*>Faden im Wind/);
    }
  });

  // A test run started at nice 7 or more has nothing to lower.
  it.runIf(process.platform === 'linux' && (threadNiceValues().get(process.pid) ?? 0) < 7)(
    'the render thread and the compression thread run at RENDER_NICE, the event loop at the process priority',
    () => {
      const nice = threadNiceValues();
      expect(nice.get(process.pid)).toBeLessThan(7);
      expect([...nice.values()].filter((value) => value === 7)).toHaveLength(2);
    },
  );

  it("answers a client's misses beyond its budget at once: the shell for people, 503 for bots", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => page(`/search?q=Faden&n=${i}`)));
    expect(people.every((res) => res.statusCode === 200)).toBe(true);
    const shells = people.filter((res) => !res.body.includes('id="regal-ssr"'));
    const rendered = people.filter((res) => res.body.includes('id="regal-ssr"'));
    expect(rendered.length).toBeGreaterThanOrEqual(1);
    expect(shells.length).toBeGreaterThanOrEqual(1);
    expect(shells[0]?.body).toContain('<div id="root">');

    const bots = await Promise.all(Array.from({ length: 6 }, (_, i) => page(`/search?q=Faden&b=${i}`, BOT)));
    const refused = bots.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.headers['retry-after']).toBe('5');
    expect(bots.some((res) => res.statusCode === 200 && res.body.includes('id="regal-ssr"'))).toBe(true);
    // Once its misses are done, the client's budget is back.
    expect((await page('/search?q=Faden&again=1', BOT)).statusCode).toBe(200);
  });
});

describe('a render pool that is still loading', () => {
  // The app does not wait for its threads at start (issue 33): a render sent before a thread has
  // loaded the server entry waits for it in that thread, and a broken entry fails its renders.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'regal-render-pool-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function entryFile(name: string, source: string): string {
    const file = path.join(folder, name);
    writeFileSync(file, source);
    return file;
  }
  const answer = async () => ({ status: 404, contentType: 'application/json', body: null });

  it('renders a page asked for before the thread had loaded the server entry', async () => {
    // The entry takes 300 ms to load, as the real one takes its time to import.
    const entry = entryFile(
      'slow-entry.mjs',
      `await new Promise((resolve) => setTimeout(resolve, 300));
       export async function render(request) { return { kind: 'page', body: 'rendered in ' + request.locale }; }`,
    );
    const pool = createRenderPool<{ locale: string }, { kind: string; body: string }>({
      entry,
      threads: 1,
      answer,
    });
    let ready = false;
    pool.ready.then(() => {
      ready = true;
    });
    try {
      const rendered = pool.render({ locale: 'en' });
      expect(ready).toBe(false);
      expect(await rendered).toEqual({ kind: 'page', body: 'rendered in en' });
      expect(ready).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('compresses a page in the thread, in either encoding, at the effort the main thread uses for a page', async () => {
    const entry = entryFile(
      'plain-entry.mjs',
      `export async function render() { return { kind: 'client' }; }`,
    );
    const pool = createRenderPool<{ locale: string }, unknown>({ entry, threads: 1, answer });
    const page = Buffer.from(`<!doctype html><p>${'Sintel, Big Buck Bunny – Überblick. '.repeat(3000)}</p>`);
    try {
      const [br, gzip] = await Promise.all([pool.compress(page, 'br'), pool.compress(page, 'gzip')]);
      expect(brotliDecompressSync(br).equals(page)).toBe(true);
      expect(gunzipSync(gzip).equals(page)).toBe(true);
      // The same bytes as the main thread's compression of a page (same quality and size hint).
      expect(br.equals(await compress(page, 'br', 'page'))).toBe(true);
      expect(br.equals(await compress(page, 'br', 'answer'))).toBe(false);
      expect(br.length).toBeLessThan(page.length / 10);
    } finally {
      await pool.close();
    }
  });

  it('fails the renders of a thread whose server entry does not load', async () => {
    const entry = entryFile('broken-entry.mjs', `throw new Error('no such build');`);
    const pool = createRenderPool<{ locale: string }, unknown>({ entry, threads: 1, answer });
    try {
      await expect(pool.render({ locale: 'de' })).rejects.toThrow(/no such build/);
      await expect(pool.ready).rejects.toThrow(/no such build/);
    } finally {
      await pool.close();
    }
  });

  it('tells a stop while the thread still loads from a broken entry', async () => {
    // A server stopped right after its start closes the pool while the entry loads: that is not an
    // entry that fails to load (page-render.ts logs only the latter as an error).
    const entry = entryFile(
      'never-loads.mjs',
      `await new Promise((resolve) => setTimeout(resolve, 60_000));
       export async function render() { return { kind: 'page', body: '' }; }`,
    );
    const pool = createRenderPool<{ locale: string }, unknown>({ entry, threads: 1, answer });
    // Its refusal may come while the pool is still closing: asked for before, not after.
    const rendered = expect(pool.render({ locale: 'de' })).rejects.toBeInstanceOf(RenderPoolClosed);
    await pool.close();
    await expect(pool.ready).rejects.toBeInstanceOf(RenderPoolClosed);
    await rendered;
  });
});
