#!/usr/bin/env node
// The house's import rules (docs/architecture.md, "Import rules"), checked over the real import graph:
// every relative `import … from`, `export … from` and `import()` in apps/web/src and apps/server/src.
// Exits 1 and names each offending import; `npm run lint` runs it, so CI fails on a new arrow upward.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Feature-to-feature imports that exist today and are still to be untangled (issue 25). The list
 * may only shrink: a new edge fails, and so does an entry here that no longer exists.
 */
const KNOWN_FEATURE_EDGES = new Set([
  'account -> auth',
  'account -> strikes',
  'entries -> favorites',
  'entries -> releases',
  'entries -> reports',
  'entries -> reviews',
  'pages -> tickets',
  'pages -> votes',
  'releases -> entries',
  'reviews -> strikes',
  'search -> votes',
  'settings -> account',
]);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' || d.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(d.name) && !d.name.endsWith('.d.ts') ? [full] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    const line = text.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0);
    found.push({ target: path.resolve(path.dirname(file), spec), line });
  }
  return found;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

/** Each rule: which source files it looks at, and why an import from there is refused (or null). */
const rules = [
  {
    base: 'apps/web/src',
    check(from, to) {
      const [fa, fb] = [from[0], to[0]];
      if ((fa === 'components' || fa === 'lib') && fb === 'features') {
        return `shared UI (${fa}/) imports a feature: compose the feature in through a slot from app/`;
      }
      if (fa === 'features' && fb === 'features' && from[1] !== to[1]) {
        const edge = `${from[1]} -> ${to[1]}`;
        usedFeatureEdges.add(edge);
        if (!KNOWN_FEATURE_EDGES.has(edge)) {
          return `feature ${from[1]} imports feature ${to[1]}: move the shared piece to components/, or compose both in app/`;
        }
      }
      return null;
    },
  },
  {
    base: 'apps/server/src',
    check(from, to, file) {
      if (isTest(file)) return null; // a test may assemble any layers it needs
      const lower = ['integrations', 'lib', 'db', 'plugins'];
      if (from[0] === 'integrations' && (to[0] === 'jobs' || to[0] === 'modules')) {
        return 'an integration speaks its protocol only: it never imports jobs/ or modules/';
      }
      if (lower.includes(from[0]) && from[0] !== 'plugins' && to[0] === 'modules') {
        return `${from[0]}/ is below modules/: the arrow must point down`;
      }
      return null;
    },
  },
];

const usedFeatureEdges = new Set();
const problems = [];
/** file → the files it imports (tests left out), for the cycle check below. */
const graph = new Map();
let checked = 0;
for (const rule of rules) {
  const base = path.join(root, rule.base);
  for (const file of sourceFiles(base)) {
    const from = path.relative(base, file).split(path.sep);
    const edges = [];
    if (!isTest(file)) graph.set(file, edges);
    for (const { target, line } of importsOf(file)) {
      checked++;
      edges.push(target);
      const rel = path.relative(base, target);
      if (rel.startsWith('..')) continue;
      const reason = rule.check(from, rel.split(path.sep), file);
      if (reason)
        problems.push(`${path.relative(root, file)}:${line} → ${path.relative(root, target)}\n    ${reason}`);
    }
  }
}
// No import circles (a trigger and its lazy menu, a job list and the jobs that queue each other):
// a circle means neither side is the lower layer. Tarjan's strongly connected components.
function circles() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
for (const circle of circles()) {
  const names = circle.map((f) => path.relative(root, f)).sort();
  problems.push(`import circle of ${names.length} files:\n    ${names.join('\n    ')}`);
}

for (const edge of KNOWN_FEATURE_EDGES) {
  if (!usedFeatureEdges.has(edge)) {
    problems.push(`scripts/check-imports.mjs: "${edge}" is gone; take it off KNOWN_FEATURE_EDGES`);
  }
}

if (problems.length > 0) {
  console.error(`Import rules: ${problems.length} violation(s)\n\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Import rules: ${checked} imports checked, 0 violations (${KNOWN_FEATURE_EDGES.size} feature edges still listed).`,
);
