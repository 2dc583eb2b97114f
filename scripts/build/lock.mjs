/**
 * One build at a time per checkout: the lock is a folder (`.build-lock` at the root) holding its
 * owner's pid and host. It appears in one rename of a folder that already holds the owner file, so a
 * waiter never sees a lock without an owner. A lock whose owner is gone (a build killed with SIGKILL,
 * a machine restarted) is stale: it is renamed away — only one waiter wins that rename — and taken.
 */

import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** An owner older than this is taken for gone even if its pid lives on (a reused pid). */
const MAX_AGE_MS = 60 * 60_000;

function readOwner(lockDir) {
  try {
    return JSON.parse(readFileSync(path.join(lockDir, 'owner.json'), 'utf8'));
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error.code === 'EPERM';
  }
}

function isStale(owner, lockDir) {
  if (!owner) {
    // Unreadable owner (a lock folder from another tool or a half-deleted one): stale once old.
    try {
      return Date.now() - statSync(lockDir).mtimeMs > 60_000;
    } catch {
      return false;
    }
  }
  if (owner.host !== hostname()) return Date.now() - owner.since > MAX_AGE_MS;
  return !alive(owner.pid) || Date.now() - owner.since > MAX_AGE_MS;
}

function tryTake(lockDir, me) {
  const pending = `${lockDir}.pending-${process.pid}-${Math.random().toString(36).slice(2)}`;
  mkdirSync(pending);
  writeFileSync(path.join(pending, 'owner.json'), JSON.stringify(me));
  try {
    renameSync(pending, lockDir);
    return true;
  } catch (error) {
    rmSync(pending, { recursive: true, force: true });
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') return false;
    throw error;
  }
}

/** Moves a stale lock away, unless another waiter did first (then this one just tries again). */
function breakStale(lockDir, stale) {
  const away = `${lockDir}.stale-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(lockDir, away);
  } catch {
    return;
  }
  const moved = readOwner(away);
  if (moved && stale && moved.nonce !== stale.nonce) {
    // Between reading and moving, the lock changed hands: give the live one back.
    try {
      renameSync(away, lockDir);
      return;
    } catch {
      // Someone took it meanwhile; the moved owner then holds no lock and its release is a no-op.
    }
  }
  rmSync(away, { recursive: true, force: true });
}

/**
 * Runs `fn` while holding the checkout's build lock; waits (polling) while another live process
 * holds it. `onWait(owner)` is called once when this process has to wait.
 */
export async function withBuildLock(root, fn, { onWait = () => {}, pollMs = 250 } = {}) {
  const lockDir = path.join(root, '.build-lock');
  const me = {
    pid: process.pid,
    host: hostname(),
    since: Date.now(),
    nonce: Math.random().toString(36).slice(2),
  };
  let waited = false;
  while (!tryTake(lockDir, me)) {
    const owner = readOwner(lockDir);
    if (isStale(owner, lockDir)) {
      breakStale(lockDir, owner);
      continue;
    }
    if (!waited) onWait(owner);
    waited = true;
    await sleep(pollMs);
  }
  const release = () => {
    // Only our own lock is removed (a stale-breaker may have moved ours away).
    if (readOwner(lockDir)?.nonce === me.nonce) rmSync(lockDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    release();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    release();
  }
}
