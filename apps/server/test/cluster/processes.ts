import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';

/**
 * The processes of the scaled-out shape, as an operator runs them: the BUILT server
 * (apps/server/dist/main.js, dist/worker.js — what docs/deploy.md's systemd units start), each a
 * child process with its own environment, on one PostgreSQL server. Shared by the scaled-out test
 * (test/cluster) and the SIGTERM bench (bench/src/cluster-sigterm.ts).
 */
export const DIST = path.resolve(import.meta.dirname, '../../dist');

export function requireBuiltServer(): void {
  for (const file of ['main.js', 'worker.js'])
    if (!existsSync(path.join(DIST, file)))
      throw new Error(`apps/server/dist/${file} is missing: run \`npm run build\` first`);
}

/** A port the OS just handed out on loopback, free again for a child to take. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** stdout and stderr so far (for a failing test's message) */
  output(): string;
  exited: Promise<number | null>;
  /** sends the signal and resolves with the exit code */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function spawnServer(name: string, entry: 'main' | 'worker', env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, [path.join(DIST, `${entry}.js`)], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc: ServerProcess = {
    name,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return proc;
}

/** Waits until `url` answers 200 (an app's /readyz); fails with the process's output otherwise. */
export async function waitUntilReady(proc: ServerProcess, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.output()}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${proc.name} was not ready at ${url} within ${timeoutMs} ms:\n${proc.output()}`);
}

/** Waits until the process's output contains `text` (a worker's "job worker running"). */
export async function waitForOutput(proc: ServerProcess, text: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!proc.output().includes(text)) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`${proc.name} did not say "${text}":\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ClusterDatabase {
  url: string;
  close(): Promise<void>;
}

/**
 * An empty database on a PostgreSQL server: a fresh one on TEST_DATABASE_URL's server (CI starts
 * Debian's PostgreSQL), else a throwaway embedded PostgreSQL in a temporary folder.
 */
export async function openClusterDatabase(): Promise<ClusterDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `regal_cluster_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async close() {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'regal-cluster-pg-'));
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const server = await startEmbeddedPostgres(dir, await freePort(), quiet);
  return {
    url: server.url,
    async close() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
