import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markBuildInUse } from './build-in-use.ts';

/** The marker a rebuild reads (scripts/build/generations.mjs keeps a generation while it names a live process). */
let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'regal-build-in-use-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build generations a running server uses', () => {
  it('are marked beside themselves with this process, and unmarked on close', () => {
    mkdirSync(path.join(root, '.dist.gen-abc'));
    symlinkSync('.dist.gen-abc', path.join(root, 'dist'));
    // A plain folder is no generation, and a missing one is nothing to mark.
    mkdirSync(path.join(root, 'plain'));
    const unmark = markBuildInUse(
      [path.join(root, 'dist'), path.join(root, 'plain'), path.join(root, 'missing')],
      pino({ level: 'silent' }),
    );
    const marker = path.join(root, `.dist.gen-abc.in-use-${process.pid}`);
    expect(existsSync(marker)).toBe(true);
    expect(existsSync(path.join(root, `plain.in-use-${process.pid}`))).toBe(false);
    unmark();
    expect(existsSync(marker)).toBe(false);
  });
});
