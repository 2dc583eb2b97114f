/**
 * Foundation benchmark (issue 2): for each embedded database engine, cold start (first start:
 * create the database and load the demo catalogue), warm start, idle memory of the server with the
 * demo catalogue, and requests per second of the detail API at 16 connections.
 *
 *   npm run build && npm run bench
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './foundation/load.ts';
import { treeRss } from './foundation/process-memory.ts';
import { startServer } from './foundation/server-process.ts';

const PORT = 3290;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(engine: 'postgres' | 'pglite') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `regal-bench-${engine}-`));
  const env = {
    DATA_DIR: dataDir,
    EMBEDDED_DB: engine,
    EMBEDDED_DB_PORT: '55290',
    ADMIN_PASSWORD: 'bench-password-123',
  };
  try {
    const cold = await startServer(env, PORT);
    await cold.stop();
    const server = await startServer(env, PORT);
    const latest = (await (await fetch(`${server.baseUrl}/api/entries/latest?limit=60`)).json()) as {
      data: { uid: string }[];
    };
    const paths = latest.data.map((e) => `/api/entries/${e.uid}`);
    await sleep(3000);
    const idle = treeRss(server.process.pid ?? 0);
    await runLoad(server.baseUrl, paths, 16, 2); // warm-up: JIT and connection pool
    const load = await runLoad(server.baseUrl, paths, 16, SECONDS);
    const afterLoad = treeRss(server.process.pid ?? 0);
    await server.stop();
    return {
      engine,
      coldStartMs: Math.round(cold.startupMs),
      warmStartMs: Math.round(server.startupMs),
      idleRssMiB: Math.round(idle.own / MiB),
      idleDatabaseRssMiB: Math.round(idle.descendants / MiB),
      rssAfterLoadMiB: Math.round(afterLoad.own / MiB),
      detail: load,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const engine of ['postgres', 'pglite'] as const) {
  const result = await measure(engine);
  results.push(result);
  const d = result.detail;
  console.log(
    `${engine.padEnd(9)} cold ${result.coldStartMs} ms · warm ${result.warmStartMs} ms · idle RSS server ${result.idleRssMiB} MiB (+ database processes ${result.idleDatabaseRssMiB} MiB) · ` +
      `detail ${d.requestsPerSecond} req/s, p50 ${d.p50} ms, p95 ${d.p95} ms, p99 ${d.p99} ms, ${d.bytesPerResponse} B/response, errors ${d.errors + d.non2xx}`,
  );
}
const out = path.resolve(import.meta.dirname, '../results/foundation.json');
await writeFile(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`,
);
console.log(`written ${path.relative(process.cwd(), out)}`);
