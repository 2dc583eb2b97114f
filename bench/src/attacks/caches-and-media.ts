import { existsSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { catalogueVersion, requests, requestVotes } from '../../../apps/server/src/db/schema/index.ts';
import { buildEntry, buildUser } from '../../../apps/server/src/db/seed/factories.ts';
import { type AttackApp, type AttackResult, attackApp, bearer, statusCounts } from './harness.ts';

/**
 * Issue 32 items 5, 9, 10, 11 and 12: what a text field, a crawler and a second member can do to the
 * caches and the image routes. "before" quotes the issue's figures on the old code.
 *
 * The page attacks need the web build (`apps/web/dist` and `dist-server`, made by `npm run build`);
 * ATTACKS_WEB_DIST points at another checkout's build (read only). Without one they say "skipped".
 */
const WEB_DIST = path.resolve(
  process.env.ATTACKS_WEB_DIST ?? path.join(import.meta.dirname, '../../../apps/web/dist'),
);
const hasWebBuild = () =>
  existsSync(path.join(WEB_DIST, 'index.html')) &&
  existsSync(path.resolve(WEB_DIST, '../dist-server/entry-server.js'));

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** What React writes for a text node or attribute. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

/**
 * Waits until the app has heard of the factories' direct writes: the notification that arrives
 * later drops the share cards (decision 050), which would look like an eviction.
 */
async function settled(ctx: AttackApp): Promise<void> {
  const [row] = await ctx.db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  const until = Date.now() + 10_000;
  while (ctx.app.answerCache.stats().catalogueVersion < (row?.version ?? 0) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

function page(app: AttackApp['app'], url: string) {
  return app.inject({ url, headers: { accept: 'text/html' } });
}

/** Item 5: "$`", "$&" and "$'" in a title, a description and a content page's title. */
export async function dollarPatterns(): Promise<AttackResult> {
  const attack = '$ patterns in a title, description and content page';
  const before = '120 "$`" in a title grew the page from 45 KB to 321 KB';
  if (!hasWebBuild())
    return { attack, attempts: '-', before, after: 'skipped: no web build (npm run build)', held: true };
  const ctx = await attackApp({ WEB_DIST, PUBLIC_URL: 'https://regal.example' });
  try {
    const title = `Dollar ${'$`'.repeat(120)} $& $'`;
    const description = `Text ${"$' $& ".repeat(60)}${'$`'.repeat(120)}`;
    const poisoned = await buildEntry(ctx.db, { title, description, slug: 'dollar' });
    // The reference: the same text with "S" for "$" (the same length, nothing for replace to expand).
    const plain = await buildEntry(ctx.db, {
      title: title.replaceAll('$', 'S'),
      description: description.replaceAll('$', 'S'),
      slug: 'dollar',
    });
    const bad = await page(ctx.app, `/detail/${poisoned.uid}/${poisoned.slug}`);
    const good = await page(ctx.app, `/detail/${plain.uid}/${plain.slug}`);
    const asWritten = titleOf(bad.body) === `${escaped(title)} · Regal`;
    const oneDocument = (bad.body.match(/<!doctype html>/gi) ?? []).length === 1;

    // A content page's title and meta description, saved by staff through the API; the reference
    // is the same page saved with "S" for "$".
    const admin = await bearer(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const about = (await ctx.app.inject({ url: '/api/pages/about' })).json() as { id: number };
    const pageTitle = `Über ${'$`'.repeat(90)} $& $'`;
    const meta = `Meta ${'$`'.repeat(120)} $& $'`;
    const contentPage = async (dollar: string) => {
      const saved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/page/${about.id}`,
        headers: admin,
        payload: {
          title: pageTitle.replaceAll('$', dollar),
          body: '<p>Über uns.</p>',
          seo: { description: meta.replaceAll('$', dollar) },
        },
      });
      if (saved.statusCode !== 200) throw new Error(`page not saved: ${saved.body}`);
      return page(ctx.app, '/page/about');
    };
    const contentReference = await contentPage('S');
    const content = await contentPage('$');
    const contentAsWritten =
      content.body.includes(`data-testid="content-page-title">${escaped(pageTitle)}<`) &&
      content.body.includes(`<meta name="description" content="${escaped(meta)}"`);
    const contentOneDocument = (content.body.match(/<!doctype html>/gi) ?? []).length === 1;
    const contentGrowth = content.body.length - contentReference.body.length;
    const growth = bad.body.length - good.body.length;
    return {
      attack,
      attempts: '1 entry (120 "$`" + "$&" + "$\'" in title and description), 1 content page (title, meta)',
      before,
      after:
        `entry page ${kb(bad.body.length)} vs ${kb(good.body.length)} for the same text without "$", ` +
        `text ${asWritten ? 'as written' : 'CHANGED'}; content page ${kb(content.body.length)} vs ` +
        `${kb(contentReference.body.length)}, title and meta ${contentAsWritten ? 'as written' : 'CHANGED'}`,
      held:
        bad.statusCode === 200 &&
        asWritten &&
        oneDocument &&
        contentAsWritten &&
        contentOneDocument &&
        Math.abs(growth) < 1_000 &&
        Math.abs(contentGrowth) < 1_000,
    };
  } finally {
    await ctx.close();
  }
}

/** The process's memory with garbage collected: the page copies are Buffers (external memory). */
function settledMemory(): { rss: number; live: number } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const usage = process.memoryUsage();
  return { rss: usage.rss, live: usage.heapUsed + usage.external };
}

/** Item 5, second half: 800 distinct addresses of a big page against the rendered-page cache. */
export async function pageCacheBytes(): Promise<AttackResult> {
  const attack = 'rendered-page cache: 800 big addresses';
  const before = '800 addresses: 551 → 841 MB RSS (a bound by count)';
  if (!hasWebBuild())
    return { attack, attempts: '-', before, after: 'skipped: no web build (npm run build)', held: true };
  // The page cache runs in production only (NODE_ENV=production), rendering in this thread.
  const ctx = await attackApp({
    NODE_ENV: 'production',
    WEB_DIST,
    RENDER_THREADS: '0',
    LINK_CHECKS: 'fake',
    PUBLIC_URL: 'https://regal.example',
  });
  try {
    // ~40 KB of words that compress poorly, so each kept page (raw + brotli + gzip) is big.
    let seed = 7;
    const word = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed.toString(36);
    };
    const description = Array.from({ length: 6_000 }, word).join(' ');
    const entry = await buildEntry(ctx.db, { title: 'Großes Blatt', description });
    const url = `/detail/${entry.uid}/${entry.slug}`;
    const first = await page(ctx.app, `${url}?v=warm`);
    const start = settledMemory();
    const statuses: number[] = [];
    for (let n = 0; n < 800; n++) statuses.push((await page(ctx.app, `${url}?v=${n}`)).statusCode);
    const end = settledMemory();
    const grown = end.live - start.live;
    // What 800 kept copies would take without a bound: the page, its brotli (quality 5) and its gzip.
    const raw = Buffer.from(first.body);
    const onePage =
      raw.length +
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length +
      gzipSync(raw).length;
    return {
      attack,
      attempts: `800 addresses of a ${kb(first.body.length)} page (${statusCounts(statuses)})`,
      before,
      after:
        `heap + buffers ${mb(start.live)} → ${mb(end.live)} (+${mb(grown)}; bound 32 MB, ` +
        `unbounded ~${mb(800 * onePage)}), ` +
        `RSS ${mb(start.rss)} → ${mb(end.rss)}`,
      held: statuses.every((s) => s === 200) && grown < 48 * 1024 * 1024,
    };
  } finally {
    await ctx.close();
  }
}

/** Item 9: alice's REQ list with her votes, then bob's with the same tricky query spellings. */
export async function answerCacheSharing(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const [request] = await ctx.db
      .insert(requests)
      .values({ fulltitle: 'Attack.Request.2024.German.WEB-GRP' })
      .returning();
    const aliceRow = await buildUser(ctx.db, { username: 'attack_alice' });
    const alice = await bearer(ctx.db, aliceRow);
    const bob = await bearer(ctx.db, await buildUser(ctx.db, { username: 'attack_bob' }));
    await ctx.db.insert(requestVotes).values({ requestId: request?.id ?? 0, userId: aliceRow.id });
    const votedOf = (body: string) =>
      (JSON.parse(body) as { data?: { id: number; voted: boolean }[] }).data?.find(
        (item) => item.id === request?.id,
      )?.voted;
    const spellings = [
      'a=?&mode=req',
      'a=??&mode=req',
      'a=%3F&mode=req',
      'mode=req&a=?',
      'mode=%72eq',
      'mode=req&mode=req',
      '&mode=req',
      'mode=req&',
      '?mode=req',
      'a=?&mode=%72%65%71',
    ];
    let leaked = 0;
    let aliceSaw = 0;
    for (const query of spellings) {
      const url = `/api/start/search?${query}&q=Attack.Request`;
      const mine = await ctx.app.inject({ url, headers: alice });
      if (mine.statusCode === 200 && votedOf(mine.body) === true) aliceSaw += 1;
      const theirs = await ctx.app.inject({ url, headers: bob });
      if (theirs.statusCode === 200 && votedOf(theirs.body) === true) leaked += 1;
    }
    return {
      attack: "answer cache: alice's REQ votes to bob",
      attempts: `${spellings.length} query spellings, alice then bob`,
      before: "`?a=?&mode=req`: bob got alice's `voted: true`",
      after: `bob saw alice's vote ${leaked} of ${spellings.length} times (alice saw it ${aliceSaw} times)`,
      held: leaked === 0,
    };
  } finally {
    await ctx.close();
  }
}

/** Item 10: names that cannot exist, as pages (with the web build) or as the API's reads. */
export async function malformedNames(): Promise<AttackResult> {
  const withPages = hasWebBuild();
  const ctx = await attackApp(withPages ? { WEB_DIST } : {});
  try {
    const names = ['ABC', 'a%20b', "$'", '$%60', '%00', '..%2F..%2Fetc', 'x'.repeat(300), '%E2%80%AE'];
    const urls = withPages
      ? [
          ...names.map((name) => `/page/${name}`),
          ...names.map((name) => `/detail/${name}/x`),
          ...names.map((name) => `/type/${name}`),
        ]
      : [...names.map((name) => `/api/pages/${name}`), ...names.map((name) => `/api/entries/${name}`)];
    const statuses: number[] = [];
    for (const url of urls) statuses.push((await page(ctx.app, url)).statusCode);
    const failing = urls
      .filter((_, n) => (statuses[n] ?? 0) >= 500)
      .map((url) => url.replace(/x{20,}/, (run) => `x×${run.length}`));
    const errors = failing.length;
    return {
      attack: `malformed names (${withPages ? 'pages' : 'API only: no web build'})`,
      attempts: `${urls.length} addresses (${withPages ? '/page, /detail, /type' : '/api/pages, /api/entries'})`,
      before: "`/page/ABC`, `/page/a%20b`, `/page/$'` answered 503",
      after: `${statusCounts(statuses)}: ${errors} answers ≥ 500${errors ? ` (${failing.join(', ')})` : ''}`,
      held: errors === 0,
    };
  } finally {
    await ctx.close();
  }
}

/** Item 11: unknown OpenGraph ids against a kept card, and new drawings from one client. */
export async function imageWork(): Promise<AttackResult[]> {
  const client = '203.0.113.7';
  // One drawing a client: the real card comes again only if it is still kept.
  const evict = await attackApp({ IMAGE_WORK_PER_CLIENT: '1', IMAGE_WORK_WINDOW_SECONDS: '600' });
  let eviction: AttackResult;
  try {
    const real = await buildEntry(evict.db, { title: 'Echte Karte' });
    await settled(evict);
    const card = `/api/media/og/${real.uid}.png`;
    const drawn = await evict.app.inject({ url: card, remoteAddress: client });
    const unknown: number[] = [];
    for (let n = 0; n < 200; n++)
      unknown.push(
        (await evict.app.inject({ url: `/api/media/og/unknown${n}.png`, remoteAddress: client })).statusCode,
      );
    const started = performance.now();
    const again = await evict.app.inject({ url: card, remoteAddress: client });
    const ms = performance.now() - started;
    const kept = drawn.statusCode === 200 && again.statusCode === 200;
    eviction = {
      attack: 'unknown OG ids evict the real card',
      attempts: `1 card, 200 unknown ids (${statusCounts(unknown)}), the card again`,
      before: '200 unknown ids pushed every real card out of the 200-entry cache',
      after: kept
        ? `real card still kept (${again.statusCode} in ${ms.toFixed(0)} ms, no drawing spent)`
        : `real card gone (${again.statusCode})`,
      held: kept,
    };
  } finally {
    await evict.close();
  }

  // Five new drawings a client per window (the default is 300 a minute): 25 fresh cards asked for.
  const flood = await attackApp({ IMAGE_WORK_PER_CLIENT: '5', IMAGE_WORK_WINDOW_SECONDS: '600' });
  try {
    const fresh = await Promise.all(
      Array.from({ length: 25 }, (_, n) => buildEntry(flood.db, { title: `Karte ${n}` })),
    );
    const statuses: number[] = [];
    const started = performance.now();
    for (const entry of fresh)
      statuses.push(
        (await flood.app.inject({ url: `/api/media/og/${entry.uid}.png`, remoteAddress: client })).statusCode,
      );
    const seconds = (performance.now() - started) / 1000;
    const refused = statuses.filter((s) => s === 429).length;
    return [
      eviction,
      {
        attack: 'forced image work (one client, new cards)',
        attempts: `25 new OG cards in ${seconds.toFixed(1)} s (IMAGE_WORK_PER_CLIENT=5)`,
        before: 'no limit on /api/media: every card drawn (107–188 ms each)',
        after: `${statusCounts(statuses)}: ${refused} refused`,
        held: refused === 20,
      },
    ];
  } finally {
    await flood.close();
  }
}

/** Item 12: an entry in every channel, then hidden, then (back and) trashed. */
export async function hiddenEntryChannels(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const admin = await bearer(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/entry/create',
      headers: admin,
      payload: { title: 'Glasshalf', type: 'movie', released_at: '2020-01-01' },
    });
    const entry = created.json().item as { id: number; uid: string };
    const uid = entry.uid;
    const channels: Record<string, string> = {
      detail: `/api/entries/${uid}`,
      search: '/api/start/search?q=glasshalf',
      latest: '/api/entries/latest',
      feed: '/feed',
      'type feed': '/feed/type/movie',
      sitemap: '/sitemaps/entries-1.xml',
      'OG card': `/api/media/og/${uid}.png`,
      cover: `/api/media/cover/${uid}.webp`,
      'cover svg': `/api/media/cover/${uid}.svg`,
      backdrop: `/api/media/backdrop/${uid}/1.webp`,
    };
    const serving = async () => {
      const still: string[] = [];
      for (const [name, url] of Object.entries(channels)) {
        const res = await ctx.app.inject({ url });
        // The detail and the images are served or not; the lists serve it when they name it.
        const own = url.includes('/media/') || url === channels.detail;
        if (res.statusCode === 200 && (own || res.body.includes(uid))) still.push(name);
      }
      return still;
    };
    const bulk = (action: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/entries/bulk',
        headers: admin,
        payload: { action, ids: [entry.id] },
      });
    // Every channel serves it and has kept it (asked twice).
    await serving();
    const shown = await serving();
    await bulk('disable');
    const afterHide = await serving();
    await bulk('activate');
    await serving();
    await bulk('delete');
    const afterTrash = await serving();
    const total = Object.keys(channels).length;
    const list = (names: string[]) => (names.length ? ` (${names.join(', ')})` : '');
    return {
      attack: 'hidden / trashed entry still served',
      attempts: `${total} channels warmed (${shown.length} serving), hide, restore, trash`,
      before: 'covers and backdrops served; feeds ~5 min, OG images ~10 min, sitemap ~15 min',
      after:
        `after hide ${afterHide.length} of ${total} still serving${list(afterHide)}; ` +
        `after trash ${afterTrash.length} of ${total}${list(afterTrash)}`,
      held: shown.length === total && afterHide.length === 0 && afterTrash.length === 0,
    };
  } finally {
    await ctx.close();
  }
}
