import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad, HOME_BUDGET_BYTES, HOME_GOAL_BYTES, HOME_MODULES } from './first-load.ts';

/**
 * CI check (run by `npm test` after the build): home's first load, JS + CSS gzip, read from the
 * build manifest, must stay inside its budget. Bytes are deterministic, so this is a check, not a timing.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { files, total } = firstLoad(dist, HOME_MODULES);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const f of files) console.log(`${kb(f.gzip).padStart(10)}  ${f.file}`);
console.log(
  `home first load: ${kb(total)} gzip (budget ${kb(HOME_BUDGET_BYTES)}, goal ${kb(HOME_GOAL_BYTES)})`,
);
if (total > HOME_BUDGET_BYTES) {
  console.error(`home first load is over budget by ${kb(total - HOME_BUDGET_BYTES)}`);
  process.exit(1);
}
