import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, waitUntilReady } from './processes.ts';

/**
 * `npm start` as the README gives it (issue 33), on the build CI made before (`npm run build`):
 * the build is found up to date, and two starts at once from one checkout both serve — the page and
 * the assets it names. Each start has its own port and data folder (PGlite: no server to start).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const UP_TO_DATE = 'build is up to date';

const started: ServerProcess[] = [];
const dataDirs: string[] = [];

async function npmStart(name: string): Promise<{ proc: ServerProcess; url: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `regal-start-${name}-`));
  dataDirs.push(dataDir);
  let output = '';
  // Its own process group: npm, the shell and node stop together.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DB: 'pglite',
      // An empty catalogue: what is tested is the start, not the demo's import.
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'start test admin password 1',
      LINK_CHECKS: 'off',
      LOG_LEVEL: 'warn',
    },
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
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      return exited;
    },
  };
  started.push(proc);
  return { proc, url: `http://127.0.0.1:${port}` };
}

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true, maxRetries: 5 })));
});

describe('npm start', () => {
  it('finds the build up to date, and two starts at once both serve the app', async () => {
    const [a, b] = await Promise.all([npmStart('a'), npmStart('b')]);
    await Promise.all([
      waitUntilReady(a.proc, `${a.url}/api/health`, 180_000),
      waitUntilReady(b.proc, `${b.url}/api/health`, 180_000),
    ]);
    for (const { proc, url } of [a, b]) {
      expect(proc.output(), proc.name).toContain(UP_TO_DATE);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const script = /<script[^>]+src="(\/app\/js\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script, 'the page names its entry script').toBeDefined();
      expect((await fetch(`${url}${script}`)).status).toBe(200);
    }
  }, 300_000);
});
