/**
 * Runs npm scripts side by side when the machine has the cores for it, else one after another, and
 * says how long each took. `node scripts/side-by-side.mjs [--min-cores N] script[@nice]...`
 *
 * `script@N` runs that script at nice value N when side by side (Linux and macOS; its processes
 * inherit it): the other script is the long pole, and a lane that only fills its idle time should
 * not slow it down (decision 054).
 *
 * Why a threshold: the API suites (PGlite, PostgreSQL) and the fuzz suite each keep vitest's forks
 * busy (decision 023: at least two). On CI's 2 vCPUs three of them at once only share the same two
 * cores and stretch every test's timeouts; with four cores or more they finish sooner together.
 * CI_SIDE_BY_SIDE=1 or 0 overrides the threshold (to measure both ways on one machine; decision 048).
 * Each line of a script's output is prefixed with its name; the first failure fails the run, after
 * the others have finished.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { pipePrefixed } from './prefixed-output.mjs';

const args = process.argv.slice(2);
let minCores = 4;
const at = args.indexOf('--min-cores');
if (at !== -1) {
  minCores = Number(args[at + 1]);
  args.splice(at, 2);
}
const scripts = args;
const forced = process.env.CI_SIDE_BY_SIDE;
const together = forced === '1' || (forced !== '0' && availableParallelism() >= minCores);

function run(named, prefix) {
  const [script, niceText] = named.split('@');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    // Set before npm starts the script's own processes (npm takes a few hundred ms to get there).
    if (prefix && niceText && child.pid) {
      try {
        setPriority(child.pid, Number(niceText));
      } catch {
        // Not allowed here: the lane runs at the same priority as the others.
      }
    }
    if (prefix) pipePrefixed(child, script);
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`== ${script}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

console.log(
  `== ${together ? 'side by side' : 'one after another'} (${availableParallelism()} cores): ${scripts.join(', ')}`,
);
let ok = true;
if (together) ok = (await Promise.all(scripts.map((s) => run(s, true)))).every(Boolean);
else for (const script of scripts) if (ok) ok = await run(script, false);
process.exit(ok ? 0 : 1);
