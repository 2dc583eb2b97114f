import { existsSync, lstatSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { MIGRATIONS_FOLDER } from '../../../apps/server/src/db/client.ts';
import { journalOf } from '../../../apps/server/src/db/migration-state.ts';
import { users } from '../../../apps/server/src/db/schema/index.ts';
import { buildUser } from '../../../apps/server/src/db/seed/factories.ts';
import { createBackup, RestoreRefused, restoreBackup } from '../../../apps/server/src/ops/backup.ts';
import { craftTar } from '../../../apps/server/test/tar-craft.ts';
import { type AttackResult, attackApp, bearer, statusCounts } from './harness.ts';

/**
 * Issue 32 items 6, 7, 8 and 13: what an operator's file, three throw-away accounts, a key guesser
 * and a stranger asking /healthz could do. "before" quotes the figures on the old code.
 */

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Who besides the owner can read a backup: its file and folder modes. */
export async function backupModes(): Promise<AttackResult> {
  const ctx = await attackApp();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'regal-attacks-backup-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
    });
    const backup = await createBackup(ctx.db, config, { trigger: 'cli' });
    const file = (await stat(backup.file)).mode;
    const folder = (await stat(path.dirname(backup.file))).mode;
    return {
      attack: 'backup readable by other accounts',
      attempts: '1 backup',
      before: 'file -rw-r--r-- (0644) in a 0755 folder',
      after: `file ${octal(file)} in a ${octal(folder)} folder`,
      held: (file & 0o077) === 0 && (folder & 0o077) === 0,
    };
  } finally {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A tampered backup: the manifest names `../victim`, `files/avatars` is a symlink out of DATA_DIR. */
export async function restoreTraversal(): Promise<AttackResult> {
  const ctx = await attackApp();
  const root = await mkdtemp(path.join(os.tmpdir(), 'regal-attacks-restore-'));
  try {
    const dataDir = path.join(root, 'data');
    const victim = path.join(root, 'victim');
    const outside = path.join(root, 'outside');
    await mkdir(dataDir);
    await mkdir(victim);
    await mkdir(outside);
    await writeFile(path.join(victim, 'keep.txt'), 'mine');
    const manifest = {
      format: 1,
      version: '0.0.0',
      migration: journalOf(MIGRATIONS_FOLDER).at(-1)?.tag ?? '',
      created_at: new Date().toISOString(),
      database: 'embedded-pglite',
      tables: { users: 0 },
      sequences: [],
      files: ['../victim', 'avatars'],
    };
    const archive = path.join(root, 'tampered.tar');
    await craftTar(archive, [
      { name: './', type: '5' },
      { name: './manifest.json', type: '0', data: JSON.stringify(manifest) },
      { name: './database/', type: '5' },
      { name: './database/users.jsonl.gz', type: '0', data: gzipSync('') },
      { name: './victim/', type: '5' },
      { name: './victim/evil.txt', type: '0', data: 'written outside DATA_DIR' },
      { name: './files/', type: '5' },
      { name: './files/avatars', type: '2', link: outside },
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
    });
    let verdict = 'restored';
    try {
      await restoreBackup(ctx.db, config, archive, { replace: true });
    } catch (error) {
      verdict = error instanceof RestoreRefused ? 'refused' : `failed: ${String(error)}`;
    }
    const deleted = (await readFile(path.join(victim, 'keep.txt'), 'utf8').catch(() => '')) !== 'mine';
    const written = existsSync(path.join(victim, 'evil.txt'));
    let linked = false;
    try {
      linked = lstatSync(path.join(dataDir, 'avatars')).isSymbolicLink();
    } catch {
      linked = false;
    }
    const harm = [deleted && 'deleted outside', written && 'wrote outside', linked && 'left a symlink']
      .filter(Boolean)
      .join(', ');
    return {
      attack: 'restore of a tampered archive (--replace)',
      attempts: '1 archive (../victim + symlinked avatars)',
      before: 'deleted a folder outside DATA_DIR, wrote a file there, left a symlink',
      after: `${verdict}; ${harm || 'nothing outside DATA_DIR touched, no link'}`,
      held: verdict === 'refused' && !harm,
    };
  } finally {
    await ctx.close();
    await rm(root, { recursive: true, force: true });
  }
}

/** Three verified accounts made a minute ago strike one member. */
export async function freshStrikers(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const victim = await buildUser(ctx.db);
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      const account = await buildUser(ctx.db);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/strike/save',
        headers: await bearer(ctx.db, account),
        payload: { user_id: victim.id, reason: `Throw-away account number ${n} says so` },
      });
      statuses.push(answer.statusCode);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, victim.id));
    const own = (
      await ctx.app.inject({ url: '/api/strike/get/my', headers: await bearer(ctx.db, victim) })
    ).json();
    return {
      attack: 'strikes by 3 fresh accounts',
      attempts: `3 strikes (${statusCounts(statuses)})`,
      before: 'counted at once: the member was restricted (3 of STRIKE_LIMIT 3)',
      after: `strikes_count ${row?.strikesCount ?? '?'}, restricted ${String(own.restricted)}; pending for staff`,
      held: (row?.strikesCount ?? 1) === 0 && own.restricted === false,
    };
  } finally {
    await ctx.close();
  }
}

/** One account guesses license keys as fast as it can. */
export async function redeemGuessing(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const headers = await bearer(ctx.db, await buildUser(ctx.db));
    const statuses: number[] = [];
    const started = performance.now();
    for (let n = 0; n < 200; n++)
      statuses.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/key/license/redeem',
            headers,
            remoteAddress: '198.51.100.77',
            payload: { key: `GUESS-${String(n).padStart(4, '0')}-AAAA-BBBB` },
          })
        ).statusCode,
      );
    const seconds = (performance.now() - started) / 1000;
    const answered = statuses.filter((status) => status !== 429).length;
    return {
      attack: 'license key guessing (one account)',
      attempts: `200 guesses in ${seconds.toFixed(1)} s`,
      before: '~70 guesses/s checked, no 429',
      after: `${statusCounts(statuses)}: ${answered} checked per 15 minutes`,
      held: answered <= 10,
    };
  } finally {
    await ctx.close();
  }
}

/** A stranger asks /healthz which version runs. */
export async function healthVersion(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const answer = await ctx.app.inject({ url: '/healthz', remoteAddress: '203.0.113.9' });
    const body = answer.json() as Record<string, unknown>;
    return {
      attack: '/healthz version for a stranger',
      attempts: '1 request',
      before: 'version and uptime to anyone',
      after: `${answer.statusCode} ${JSON.stringify(body)}`,
      held: answer.statusCode === 200 && !('version' in body),
    };
  } finally {
    await ctx.close();
  }
}
