/**
 * Attack bench (issues 19 and 32): replays each attack of the issues with its attempt counts against the real
 * app built in-process (PGlite from a migrated template, an embedded PostgreSQL for the races) and
 * prints attempts and outcomes before (the issue's figures on the old code) and after (measured now).
 * Loopback only: the listener, the OAuth, SMTP and filecrypt fakes all run on 127.0.0.1.
 *
 *   npm run bench:attacks            (ATTACKS_PG_PORT=6111 picks the embedded PostgreSQL's port)
 *   ATTACKS='provider link,reset flood' npm run bench:attacks   (only these, by name)
 */
import os from 'node:os';
import { foreignFilecrypt, lockout, oauthTakeover, twoFactorPending } from './accounts.ts';
import {
  answerCacheSharing,
  dollarPatterns,
  hiddenEntryChannels,
  imageWork,
  malformedNames,
  pageCacheBytes,
} from './caches-and-media.ts';
import type { AttackResult } from './harness.ts';
import { backupModes, freshStrikers, healthVersion, redeemGuessing, restoreTraversal } from './operations.ts';
import { perUserLimits, releaseLinks, ssrf, takedownFlood } from './outbound-and-reports.ts';
import { races } from './races.ts';
import {
  providerLink,
  resetAfterEmailChange,
  resetFlood,
  totpSecretRead,
  twoFactorBudgetLockout,
} from './takeover.ts';

const PG_PORT = Number(process.env.ATTACKS_PG_PORT ?? 6111);

const attacks: [string, () => Promise<AttackResult | AttackResult[]>][] = [
  ['ssrf', ssrf],
  ['takedown flood', takedownFlood],
  ['oauth takeover', oauthTakeover],
  ['foreign filecrypt', foreignFilecrypt],
  ['races', () => races(PG_PORT)],
  ['lockout', lockout],
  ['2fa pending', twoFactorPending],
  ['per-user limits', perUserLimits],
  ['release links', releaseLinks],
  // Issue 32: the account-takeover paths (items 1-4, the reset part of 13).
  ['provider link', providerLink],
  ['totp secret', totpSecretRead],
  ['reset after e-mail change', resetAfterEmailChange],
  ['2fa budget lockout', twoFactorBudgetLockout],
  ['reset flood', resetFlood],
  // Issue 32 items 6, 7, 8, 13.
  ['backup modes', backupModes],
  ['restore traversal', restoreTraversal],
  ['fresh strikers', freshStrikers],
  ['redeem guessing', redeemGuessing],
  ['healthz version', healthVersion],
  // Issue 32 items 5, 9-12 (the page attacks need the web build; ATTACKS_WEB_DIST picks another one).
  ['dollar patterns', dollarPatterns],
  ['page cache bytes', pageCacheBytes],
  ['answer cache sharing', answerCacheSharing],
  ['malformed names', malformedNames],
  ['image work', imageWork],
  ['hidden entry channels', hiddenEntryChannels],
];

/** A comma-separated list of attack names runs only those (the races need an embedded PostgreSQL). */
const only = process.env.ATTACKS?.split(',').map((name) => name.trim());
const chosen = only ? attacks.filter(([name]) => only.includes(name)) : attacks;

const rows: AttackResult[] = [];
let broken = 0;
for (const [name, run] of chosen) {
  const started = performance.now();
  try {
    const result = await run();
    rows.push(...(Array.isArray(result) ? result : [result]));
  } catch (error) {
    broken += 1;
    rows.push({
      attack: name,
      attempts: '-',
      before: '-',
      after: `bench error: ${String(error)}`,
      held: false,
    });
  }
  process.stderr.write(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
console.log(
  `\nIssue 19 and 32 attacks — ${new Date().toISOString()}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('| attack | attempts | before (the issue) | after (this run) | held |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${cell(r.attack)} | ${cell(r.attempts)} | ${cell(r.before)} | ${cell(r.after)} | ${r.held ? 'yes' : '**NO**'} |`,
  );
const failed = rows.filter((r) => !r.held).length;
console.log(
  `\n${rows.length - failed} of ${rows.length} attacks held${broken ? `, ${broken} bench errors` : ''}.`,
);
process.exitCode = failed ? 1 : 0;
