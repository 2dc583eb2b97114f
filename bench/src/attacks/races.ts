import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { openPostgres } from '../../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../../apps/server/src/db/embedded-postgres.ts';
import { users } from '../../../apps/server/src/db/schema/index.ts';
import { buildUser } from '../../../apps/server/src/db/seed/factories.ts';
import { type AttackApp, type AttackResult, attackApp, bearer } from './harness.ts';

/**
 * The account races on an embedded PostgreSQL with a pool of 4 (PGlite has one connection, so
 * requests there never overlap): two admins at once, the 10 and 20 rounds.
 */
export async function races(port: number): Promise<AttackResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'regal-attacks-pg-'));
  const server = await startEmbeddedPostgres(dataDir, port, pino({ level: 'warn' }));
  const database = await openPostgres(server.url, 4);
  let ctx: AttackApp | null = null;
  try {
    ctx = await attackApp({}, database);
    const app = ctx;
    const activeAdmins = async () =>
      (
        await app.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.active, true)))
      )[0]?.n ?? 0;
    const twoFreshAdmins = async () => {
      await app.db.update(users).set({ role: 'mod' }).where(eq(users.role, 'admin'));
      const a = await buildUser(app.db, { role: 'admin' });
      const b = await buildUser(app.db, { role: 'admin' });
      return { a, b, ha: await bearer(app.db, a), hb: await bearer(app.db, b) };
    };
    const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      app.app.inject({ method: 'PATCH', url: '/api/member/update', headers, payload });

    const results: AttackResult[] = [];
    for (const rounds of [10, 20]) {
      let zero = 0;
      const statuses: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const { a, b, ha, hb } = await twoFreshAdmins();
        const answers = await Promise.all([
          patch(ha, { id: a.id, role: 'mod' }),
          patch(hb, { id: b.id, role: 'mod' }),
        ]);
        statuses.push(...answers.map((r) => r.statusCode));
        if ((await activeAdmins()) === 0) zero += 1;
      }
      const five = statuses.filter((s) => s >= 500).length;
      results.push({
        attack: `Self-demotion race, two admins at once (PostgreSQL)`,
        attempts: `${rounds} rounds`,
        before: rounds === 10 ? '0 admins in 5 of 10' : 'not run (10 rounds: 0 admins in 5)',
        after: `0 admins in ${zero} of ${rounds}; 500s ${five} of ${statuses.length}`,
        held: zero === 0 && five === 0,
      });
    }

    const statuses: number[] = [];
    let zero = 0;
    const ROUNDS = 20;
    for (let round = 0; round < ROUNDS; round++) {
      const { a, b, ha, hb } = await twoFreshAdmins();
      const answers = await Promise.all([
        patch(ha, { id: b.id, displayname: `from a ${round}`, role: round % 2 ? 'mod' : 'admin' }),
        patch(hb, { id: a.id, displayname: `from b ${round}`, active: round % 3 !== 0 }),
        patch(ha, { id: a.id, firstname: `self ${round}` }),
        patch(hb, { id: b.id, lastname: `self ${round}` }),
      ]);
      statuses.push(...answers.map((r) => r.statusCode));
      if ((await activeAdmins()) === 0) zero += 1;
    }
    const five = statuses.filter((s) => s >= 500).length;
    results.push({
      attack: 'Cross-edit race, two admins editing each other (PostgreSQL)',
      attempts: `${ROUNDS} rounds (${statuses.length} requests)`,
      before: 'HTTP 500 in 18 of 20 (deadlocks)',
      after: `500s ${five} of ${statuses.length}; 0 admins in ${zero} of ${ROUNDS}`,
      held: five === 0 && zero === 0,
    });
    return results;
  } finally {
    await ctx?.close();
    await database.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
