/**
 * Fault bench (issue 9, decision 013): runs the BUILT server (`npm run build` first) on a fresh
 * data folder with its embedded PostgreSQL, keeps a bounded write loop going, and kills the server
 * and then PostgreSQL with SIGKILL, FAULT_ROUNDS times each. After each kill it measures how long
 * until a database-backed request answers 200 again (server kills: restart included; PostgreSQL
 * kills: the server restarts its PostgreSQL by itself). At the end every acknowledged write (204)
 * is looked up in the database: acknowledged writes lost must be 0.
 *
 *   npm run bench:faults -w @regal/bench
 *   FAULT_ROUNDS=5 FAULT_PORT=5290 FAULT_DB_PORT=5291 FAULT_WRITES_MAX=20000
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 5);
const PORT = Number(process.env.FAULT_PORT ?? 5290);
const DB_PORT = Number(process.env.FAULT_DB_PORT ?? 5291);
const WRITES_MAX = Number(process.env.FAULT_WRITES_MAX ?? 20_000);
const WRITE_PHASE_MS = 1500;
const BASE = `http://127.0.0.1:${PORT}`;
/** A request that reads the database every time: the session behind a bearer token. */
const PROBE = `${BASE}/api/auth/user`;
const ADMIN_PASSWORD = 'Fault-Bench-Admin-1!';
let probeToken = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir = '';
let server: ChildProcess | null = null;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(DB_PORT),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`  [server] ${chunk}`));
  child.on('error', (error) => process.stderr.write(`  [server] ${error.message}\n`));
  return child;
}

async function probeOk(): Promise<boolean> {
  try {
    const res = await fetch(PROBE, {
      headers: probeToken ? { authorization: `Bearer ${probeToken}` } : {},
      signal: AbortSignal.timeout(2000),
    });
    // Before the login (first start) a 401 counts: the server listens only after its migrations.
    return res.status === 200 || (!probeToken && res.status === 401);
  } catch {
    return false;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a new postmaster (not `killedPid`) runs the cluster. */
async function newPostmasterUp(killedPid: number): Promise<boolean> {
  try {
    const pid = await postmasterPid();
    return pid !== killedPid && processAlive(pid);
  } catch {
    return false;
  }
}

/**
 * Milliseconds until the probe answers 200 (from `since`), or throws after two minutes. After a
 * PostgreSQL kill only a new postmaster counts: a backend of the dead one may still answer briefly.
 */
async function waitReady(since: number, killedPostmaster?: number): Promise<number> {
  const deadline = since + 120_000;
  while (performance.now() < deadline) {
    const restarted = killedPostmaster === undefined || (await newPostmasterUp(killedPostmaster));
    if (restarted && (await probeOk())) return Math.round(performance.now() - since);
    await sleep(50);
  }
  throw new Error('the server did not answer within two minutes');
}

async function postmasterPid(): Promise<number> {
  const text = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

async function databaseClient(): Promise<pg.Client> {
  const password = (await readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://regal:${password}@127.0.0.1:${DB_PORT}/regal`,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** The bounded write loop: download clicks with a new client each, so every one is a new row. */
function writeLoop(releaseId: number) {
  const acked: string[] = [];
  let sequence = 0;
  let attempted = 0;
  let running = true;
  const worker = async () => {
    while (running && attempted < WRITES_MAX) {
      const ua = `fault-bench-${process.pid}-${++sequence}`;
      attempted += 1;
      try {
        const res = await fetch(`${BASE}/api/release/download`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': ua },
          body: JSON.stringify({ id: releaseId }),
          signal: AbortSignal.timeout(5000),
        });
        if (res.status === 204) acked.push(ua);
        else await sleep(20);
      } catch {
        await sleep(20);
      }
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  return {
    acked,
    attempted: () => attempted,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

interface Round {
  kill: 'server' | 'postgres';
  round: number;
  recoveryMs: number;
}

async function main() {
  if (!existsSync(MAIN)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'regal-faults-'));
  console.log(`fault bench: ${ROUNDS} server kills, ${ROUNDS} PostgreSQL kills; data in ${dataDir}`);
  server = startServer();
  console.log(`  first start (migrations, demo catalogue): ${await waitReady(performance.now())} ms`);

  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }),
  });
  probeToken = ((await login.json()) as { token: string }).token;
  if (!(await probeOk())) throw new Error('the admin session does not work');

  const client = await databaseClient();
  const { rows } = await client.query<{ id: number }>(
    'SELECT id FROM releases WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
  );
  await client.end();
  const releaseId = rows[0]?.id;
  if (!releaseId) throw new Error('no release in the demo catalogue');

  const writes = writeLoop(releaseId);
  const rounds: Round[] = [];
  for (const kill of ['server', 'postgres'] as const) {
    for (let round = 1; round <= ROUNDS; round++) {
      await sleep(WRITE_PHASE_MS);
      const killedAt = performance.now();
      let killedPostmaster: number | undefined;
      if (kill === 'server') {
        server?.kill('SIGKILL');
        await new Promise((resolve) =>
          server?.exitCode !== null ? resolve(null) : server?.once('exit', resolve),
        );
        server = startServer();
      } else {
        killedPostmaster = await postmasterPid();
        process.kill(killedPostmaster, 'SIGKILL');
      }
      const recoveryMs = await waitReady(killedAt, killedPostmaster);
      rounds.push({ kill, round, recoveryMs });
      console.log(`  kill -9 ${kill.padEnd(8)} round ${round}: recovered in ${recoveryMs} ms`);
    }
  }
  await sleep(WRITE_PHASE_MS);
  await writes.stop();

  const check = await databaseClient();
  const hashes = writes.acked.map((ua) => createHash('sha256').update(`127.0.0.1\n${ua}`).digest('hex'));
  const found = await check.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM release_download_hits WHERE release_id = $1 AND client_hash = ANY($2)',
    [releaseId, hashes],
  );
  await check.end();
  const lost = writes.acked.length - (found.rows[0]?.n ?? 0);

  const summary = {
    measured_at: new Date().toISOString(),
    rounds_per_kind: ROUNDS,
    writes_attempted: writes.attempted(),
    writes_acknowledged: writes.acked.length,
    acknowledged_writes_lost: lost,
    recovery_ms: rounds,
  };
  const byKind = (kind: Round['kill']) => rounds.filter((r) => r.kill === kind).map((r) => r.recoveryMs);
  console.log('');
  console.log(`writes attempted:          ${summary.writes_attempted}`);
  console.log(`writes acknowledged:       ${summary.writes_acknowledged}`);
  console.log(`acknowledged writes lost:  ${lost}`);
  console.log(`recovery after server kill:   ${byKind('server').join(', ')} ms`);
  console.log(`recovery after postgres kill: ${byKind('postgres').join(', ')} ms`);
  await writeFile(
    path.join(import.meta.dirname, '../results/faults.json'),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  if (lost !== 0) process.exitCode = 1;
}

async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 15_000);
      server?.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
}

// Ctrl-C: stop the server (and with it its PostgreSQL) and remove the data folder.
process.once('SIGINT', () => {
  void cleanup().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(`fault bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
