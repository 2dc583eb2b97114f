import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

/**
 * Issue 19: the account rules under races. On PGlite (one connection) the requests still run one at
 * a time; on PostgreSQL (`REGAL_TEST_DB=postgres`, a pool of 4) they really overlap — before the fix
 * two self-demotions left 0 admins in 5 of 10 tries and cross-edits deadlocked into HTTP 500.
 */
const ctx = useTestApp();
const ROUNDS = 20;

async function activeAdmins(): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)));
  return row?.n ?? 0;
}

async function twoFreshAdmins() {
  // Only these two are admins: the last-admin rule is what stands between the race and 0 admins.
  await ctx.db.update(users).set({ role: 'mod' }).where(eq(users.role, 'admin'));
  const a = await buildUser(ctx.db, { role: 'admin' });
  const b = await buildUser(ctx.db, { role: 'admin' });
  return { a, b, ha: await authHeaders(ctx.db, a), hb: await authHeaders(ctx.db, b) };
}

const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/member/update', headers, payload });

describe('member changes under concurrency', () => {
  it('two admins demoting themselves at once: at least one admin always remains, never a 500', async () => {
    const outcomes: string[] = [];
    let zeroAdmins = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { a, b, ha, hb } = await twoFreshAdmins();
      const answers = await Promise.all([
        patch(ha, { id: a.id, role: 'mod' }),
        patch(hb, { id: b.id, role: 'mod' }),
      ]);
      outcomes.push(answers.map((r) => r.statusCode).join('/'));
      if ((await activeAdmins()) === 0) zeroAdmins++;
    }
    console.info(`self-demotion race: ${zeroAdmins}/${ROUNDS} rounds with 0 admins; ${outcomes.join(' ')}`);
    expect(zeroAdmins).toBe(0);
    // One demotion wins, the other is refused by the last-admin rule (409).
    for (const outcome of outcomes) expect(outcome.split('/').sort()).toEqual(['200', '409']);
  }, 120_000);

  it('two admins editing each other (names, role, block) at once: no 500, and ≥ 1 admin', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { a, b, ha, hb } = await twoFreshAdmins();
      const answers = await Promise.all([
        patch(ha, { id: b.id, displayname: `from a ${round}`, role: round % 2 ? 'mod' : 'admin' }),
        patch(hb, { id: a.id, displayname: `from b ${round}`, active: round % 3 !== 0 }),
        patch(ha, { id: a.id, firstname: `self ${round}` }),
        patch(hb, { id: b.id, lastname: `self ${round}` }),
      ]);
      statuses.push(...answers.map((r) => r.statusCode));
      expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
    }
    const fiveHundreds = statuses.filter((s) => s >= 500).length;
    console.info(`cross-edit race: ${fiveHundreds}/${statuses.length} answers ≥ 500`);
    expect(fiveHundreds).toBe(0);
    // Everything is either done or an honest refusal (403 a blocked/demoted caller, 409 last admin / busy).
    expect(statuses.every((s) => [200, 401, 403, 409].includes(s))).toBe(true);
  }, 120_000);
});
