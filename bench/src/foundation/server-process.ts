import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../../../apps/server/dist/main.js');

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn until /api/health answered. */
  startupMs: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/** Starts the built server (run `npm run build` first) with the given environment. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Benchmarks never ask real hosters (and link checks would skew the figures).
      LINK_CHECKS: 'off',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, Date.now() + 120_000);
  const startupMs = performance.now() - started;
  return {
    process: child,
    baseUrl,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
