/**
 * `npm run bench:web`: builds the app (skip with --no-build), starts it on a fresh data folder
 * (production mode, embedded PostgreSQL with the demo catalogue) and runs Lighthouse 12 (mobile,
 * simulated throttling: its default) with Debian's Chromium on home, search, an entry's detail page
 * and a dashboard page (signed in as the admin), printing the scores and the page-speed metrics.
 *
 * Lighthouse 13 needs Node ≥ 22.19; 12.8 runs on the Node 20 this project supports.
 * Settings: BENCH_WEB_PORT (5720), CHROMIUM_PATH (/usr/bin/chromium), BENCH_WEB_DASHBOARD_PATH
 * (/dashboard/entries, the staff entry list), BENCH_WEB_RUNS (1),
 * BENCH_WEB_REPORT_DIR (unset; a folder to keep each run's whole Lighthouse report in as JSON),
 * BENCH_WEB_PAGES (home,search,detail,dashboard: the pages to audit, for a quicker look at one).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 5720);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DASHBOARD_PATH = process.env.BENCH_WEB_DASHBOARD_PATH ?? '/dashboard/entries';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
const PAGES = new Set((process.env.BENCH_WEB_PAGES ?? 'home,search,detail,dashboard').split(','));
const ADMIN_EMAIL = 'admin@regal.local';
const ADMIN_PASSWORD = 'bench-Admin-Passw0rd!';
const TOKEN_STORAGE_KEY = 'regal_token';
/** Tries per audit when Lighthouse reports its own runtime error (a lost trace). */
const LIGHTHOUSE_ATTEMPTS = 3;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer on ${BASE} in time`);
}

function startApp(dataDir: string): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(PORT + 1),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function detailPath(): Promise<string> {
  const res = await fetch(`${BASE}/api/entries/latest?limit=1`);
  const { data } = (await res.json()) as { data: { uid: string; slug: string }[] };
  const entry = data[0];
  if (!entry) throw new Error('no entry to open');
  return `/detail/${entry.uid}/${entry.slug}`;
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD, remember: true }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

type Row = { page: string; run: number; perf: number; a11y: number; bp: number; seo: number } & Record<
  'fcp' | 'lcp' | 'tbt' | 'cls' | 'si',
  number
>;

async function audit(
  port: number,
  page: string,
  url: string,
  run: number,
  keepStorage: boolean,
): Promise<Row> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: keepStorage,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, "Please run Lighthouse again"):
    // the run measured nothing, so it is run again rather than printed as a score of 0.
    const failed = result?.lhr.runtimeError;
    if (!failed || attempt === LIGHTHOUSE_ATTEMPTS) break;
    console.log(`${page} run ${run}: ${failed.code}, running it again`);
  }
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  // The whole report (LCP element, its phases, long tasks, the network chain) for a closer look.
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${page}-${run}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    page,
    run,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('building …');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'regal-bench-web-'));
  const app = startApp(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await waitForHealth(Date.now() + 120_000);
    // Warm the server's caches (first queries, the cached page) the way a running site has them.
    for (const url of ['/', '/search?q=der', await detailPath()]) await fetch(`${BASE}${url}`);

    const pages = (
      [
        ['home', '/'],
        ['search', '/search?q=der'],
        ['detail', await detailPath()],
      ] as [string, string][]
    ).filter(([page]) => PAGES.has(page));
    const rows: Row[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const [page, url] of pages) rows.push(await audit(chrome.port, page, `${BASE}${url}`, run, false));
    }
    // The dashboard needs the admin's token in local storage; the page then loads signed in.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${BASE}/`);
    const token = await adminToken();
    // Runs in the page (bench has no DOM types): globalThis there is the window.
    await tab.evaluate(
      (key, value) =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem(key, value),
      TOKEN_STORAGE_KEY,
      token,
    );
    await tab.close();
    await browser.disconnect();
    for (let run = 1; run <= (PAGES.has('dashboard') ? RUNS : 0); run++) {
      rows.push(await audit(chrome.port, 'dashboard', `${BASE}${DASHBOARD_PATH}`, run, true));
    }

    const ms = (v: number) => `${Math.round(v)} ms`.padStart(9);
    console.log(`\nLighthouse ${lighthouseVersion()} · mobile, simulated throttling · ${CHROMIUM}`);
    console.log('page       run  perf  a11y  bp   seo        FCP       LCP       TBT    CLS        SI');
    for (const r of rows) {
      console.log(
        `${r.page.padEnd(10)} ${String(r.run).padStart(3)}  ${String(r.perf).padStart(4)}  ${String(r.a11y).padStart(4)}  ${String(r.bp).padStart(3)}  ${String(r.seo).padStart(3)} ${ms(r.fcp)} ${ms(r.lcp)} ${ms(r.tbt)}  ${r.cls.toFixed(3)} ${ms(r.si)}`,
      );
    }
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  } finally {
    await chrome.kill();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

await main();
