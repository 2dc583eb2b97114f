import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UP_TO_DATE } from './build-once.mjs';
import { IN_USE_INFIX } from './generations.mjs';

/**
 * The build stamp, lock and swap (issue 33) on a fixture tree, each build a process of its own as
 * `npm start` runs it. Every wait is for an event (a line printed, a process ended), never a clock.
 */
const RUNNER = path.join(import.meta.dirname, 'fixture-build.mjs');

interface Run {
  child: ChildProcess;
  output(): string;
  /** resolves once the output has a line containing `text` */
  printed(text: string): Promise<void>;
  ended: Promise<number | null>;
}

function start(root: string, ...flags: string[]): Run {
  const child = spawn(process.execPath, [RUNNER, root, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of waiters.filter((w) => output.includes(w.text))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    printed: (text) =>
      output.includes(text) ? Promise.resolve() : new Promise((resolve) => waiters.push({ text, resolve })),
    ended,
  };
}

async function build(root: string, ...flags: string[]): Promise<string> {
  const run = start(root, ...flags);
  await run.ended;
  return run.output();
}

let root = '';
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const generations = (dir: string) => readdirSync(path.join(root, dir)).filter((n) => n.includes('.gen-'));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'regal-build-once-'));
  mkdirSync(path.join(root, 'src'));
  mkdirSync(path.join(root, 'out'));
  writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build once', () => {
  it('builds, then finds the build up to date; its own outputs never count as inputs', async () => {
    expect(await build(root)).toContain('built');
    expect(await build(root)).toContain(UP_TO_DATE);
    // What builds and tools write beside the sources is no input.
    writeFileSync(path.join(root, 'out', 'web', 'extra.js'), 'written after the build');
    writeFileSync(path.join(root, 'src', 'tsconfig.tsbuildinfo'), '{}');
    mkdirSync(path.join(root, 'src', 'dist'));
    // Nor is a test file: no bundle imports one.
    writeFileSync(path.join(root, 'src', 'a.test.ts'), 'it();');
    expect(await build(root)).toContain(UP_TO_DATE);
    writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 2;\n');
    expect(await build(root)).toContain('built');
    expect(await build(root)).toContain(UP_TO_DATE);
  });

  it('stamps the inputs as they were built: a source saved during the build builds again', async () => {
    const run = start(root, '--gate');
    await run.printed('building');
    writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 3;\n');
    writeFileSync(path.join(root, 'gate'), '');
    await run.ended;
    expect(run.output()).toContain('built');
    expect(await build(root)).toContain('built');
    expect(await build(root)).toContain(UP_TO_DATE);
  });

  it('two at once: one builds, the other waits for it and then finds the build up to date', async () => {
    const first = start(root, '--gate');
    await first.printed('building');
    const second = start(root, '--gate');
    await second.printed('waiting for it');
    writeFileSync(path.join(root, 'gate'), '');
    expect(await first.ended).toBe(0);
    expect(await second.ended).toBe(0);
    expect(first.output()).toContain('built');
    expect(second.output()).toContain(UP_TO_DATE);
    expect(second.output()).not.toContain('building');
    expect(read('out/server/main.js')).toBe(`server of ${first.child.pid}`);
  });

  it("keeps a generation a running process marked as in use; a dead process's marker does not", async () => {
    await build(root);
    const [first] = generations('out').filter((name) => name.startsWith('.web.gen-'));
    if (!first) throw new Error('no web generation after the first build');
    writeFileSync(path.join(root, 'out', `${first}${IN_USE_INFIX}${process.pid}`), '');
    await build(root, '--force');
    const [server] = generations('out').filter((name) => name.startsWith('.server.gen-'));
    if (!server) throw new Error('no server generation after the second build');
    // A pid above Linux's largest (2^22): no such process.
    writeFileSync(path.join(root, 'out', `${server}${IN_USE_INFIX}4194305`), '');
    await build(root, '--force');
    await build(root, '--force');
    const left = generations('out');
    expect(left).toContain(first);
    expect(left).toContain(`${first}${IN_USE_INFIX}${process.pid}`);
    expect(left).not.toContain(server);
    expect(left).not.toContain(`${server}${IN_USE_INFIX}4194305`);
    // The live one and the previous one of each output, the one in use and its marker.
    expect(left).toHaveLength(6);
  });

  it('takes over the stale lock of a build that was killed, and removes what it left', async () => {
    const killed = start(root, '--gate');
    await killed.printed('building');
    killed.child.kill('SIGKILL');
    await killed.ended;
    expect(existsSync(path.join(root, '.build-lock'))).toBe(true);
    const next = start(root);
    expect(await next.ended).toBe(0);
    expect(next.output()).toContain('built');
    expect(read('out/web/index.html')).toBe(`web of ${next.child.pid}`);
    expect(existsSync(path.join(root, '.build-lock'))).toBe(false);
    // The killed build's half-written generation is gone; only the live one is left.
    expect(generations('out')).toHaveLength(2);
  });

  it('serves the previous build, complete, until the new one is whole; a failed build never goes live', async () => {
    const first = start(root);
    await first.ended;
    const old = `web of ${first.child.pid}`;
    const rebuild = start(root, '--gate', '--force');
    await rebuild.printed('building');
    // The new build has written its index.html into its own folder; the output is still the old one.
    expect(read('out/web/index.html')).toBe(old);
    expect(existsSync(path.join(root, 'out/server/main.js'))).toBe(true);
    writeFileSync(path.join(root, 'gate'), '');
    await rebuild.ended;
    expect(read('out/web/index.html')).toBe(`web of ${rebuild.child.pid}`);

    rmSync(path.join(root, 'gate'));
    writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 4;\n');
    const failing = start(root, '--gate', '--fail');
    await failing.printed('building');
    writeFileSync(path.join(root, 'gate'), '');
    expect(await failing.ended).toBe(1);
    expect(read('out/web/index.html')).toBe(`web of ${rebuild.child.pid}`);
    // Nothing was stamped: the next start builds.
    expect(await build(root)).toContain('built');
  });
});
