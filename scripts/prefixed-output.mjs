/**
 * Copies a child's stdout and stderr to ours, each line prefixed with `[label] `, so the output of
 * scripts run side by side stays readable (scripts/side-by-side.mjs, e2e/scripts/run-shards.mjs).
 */
export function pipePrefixed(child, label) {
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    from.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) to.write(`[${label}] ${line}\n`);
    });
    from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
  }
}
