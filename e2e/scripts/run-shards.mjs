/**
 * Runs the e2e suite as N Playwright shards side by side, each against its own app, fakes and data
 * folder (its own block of ports), and fails when any shard fails. `node scripts/run-shards.mjs
 * [playwright args…]`; E2E_SHARDS picks N (default: 2 from four cores up, else 1).
 *
 * Why shards and not workers: the specs share one app and its database, and several change what
 * others read (settings, members, the catalogue), so two workers on one app would race. A shard is a
 * whole second app on a fresh database: the specs stay as they are. Each shard is a browser, an app
 * and its database: on two cores two shards share one core each and the long tests (register → 2FA
 * → reset, 40–60 s alone) ran out of their time on a busy machine, so below four cores it is one
 * shard, as the API suites run one after another there (decision 054).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { pipePrefixed } from '../../scripts/prefixed-output.mjs';

const shards = Number(process.env.E2E_SHARDS ?? (availableParallelism() >= 4 ? 2 : 1));
const extra = process.argv.slice(2);

/** Every port the config reads, moved by `offset` for shard > 1 (shard 1 keeps the defaults). */
function envOf(shard) {
  if (shard === 1 && shards === 1) return {};
  const offset = (shard - 1) * 100;
  const port = (name, fallback) => ({ [name]: String(Number(process.env[name] ?? fallback) + offset) });
  return {
    ...port('E2E_PORT', 4173),
    ...port('E2E_DB_PORT', 55432),
    ...port('E2E_DLC_PORT', 9777),
    ...port('E2E_GEOCODER_PORT', 9793),
    ...port('E2E_SMTP_PORT', 2587),
    ...port('E2E_OAUTH_PORT', 9791),
    ...port('E2E_XREL_PORT', 9781),
    ...port('E2E_HOSTERS_PORT', 9795),
    E2E_DATA_DIR: `${process.env.E2E_DATA_DIR ?? '.e2e-data'}-${shard}`,
    E2E_RESULTS_DIR: `test-results/shard-${shard}`,
    E2E_REPORT_DIR: `playwright-report/shard-${shard}`,
  };
}

function run(shard) {
  const started = Date.now();
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${shard}/${shards}`] : []), ...extra];
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      env: { ...process.env, ...envOf(shard) },
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (shards > 1) pipePrefixed(child, `shard ${shard}`);
    child.on('exit', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `== e2e shard ${shard}/${shards}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);
