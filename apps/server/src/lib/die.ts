/**
 * The process's last line of defence (decision 013): when something cannot be recovered (bad
 * configuration, a busy port, a database that does not come back) the process exits non-zero with
 * one readable line instead of a stack trace or an uncaught `undefined`.
 */
export function die(what: string, error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nRegal ${what}: ${reason}\n\n`);
  process.exit(1);
}
