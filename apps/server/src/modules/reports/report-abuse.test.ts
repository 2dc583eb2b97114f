import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, entries, notifications } from '../../db/schema/index.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

/**
 * Issue 19: reports cannot be used to empty the catalogue. A guest's takedowns hide nothing until
 * confirmed by mail, reports are limited per address and account, and the breaker stops automatic
 * hiding after REPORT_HIDE_BREAKER_LIMIT items per window and tells the staff.
 */
// The address budget is raised: every injected request comes from 127.0.0.1.
const ctx = useTestApp({ REPORT_HIDE_BREAKER_LIMIT: '3', LIMIT_REPORTS_ADDRESS_HOUR: '1000' });

const takedown = (uid: string) => ({
  item_type: 'entry',
  uid,
  reason: 'takedown',
  contact_name: 'Angreifer',
  contact_email: 'attacker@example.test',
  message: 'Wir halten die Rechte an diesem Werk, bitte entfernen.',
});

let staff: { authorization: string };
let catalogue: { id: number; uid: string }[] = [];

beforeAll(async () => {
  staff = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'breaker_mod', role: 'mod' }));
  catalogue = [];
  for (let i = 0; i < 30; i++) catalogue.push(await buildEntry(ctx.db, { title: `Open Movie ${i}` }));
});

const hiddenCount = async () => (await ctx.db.select().from(entries).where(eq(entries.active, false))).length;

describe('report abuse', () => {
  it('30 guest takedowns from one address hide nothing; past the guest budget they get 429', async () => {
    const answers = [];
    for (const item of catalogue)
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/report/create',
          payload: takedown(item.uid),
          headers: { 'accept-language': 'en' },
        }),
      );
    const accepted = answers.filter((a) => a.statusCode === 200);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(accepted).toHaveLength(5);
    expect(limited).toHaveLength(25);
    for (const a of accepted) expect(a.json()).toMatchObject({ hidden: false, confirm_by_mail: true });
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]?.json().message).toBe('You have done this too often. Please try again later.');
    expect(await hiddenCount()).toBe(0);
  });

  it('stops automatic hiding after the breaker limit and tells the staff once', async () => {
    const reporter = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'eifrig' }));
    const results = [];
    for (const item of catalogue.slice(10, 16)) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/report/create',
        payload: takedown(item.uid),
        headers: reporter,
      });
      expect(res.statusCode).toBe(200);
      results.push(res.json().hidden);
    }
    expect(results).toEqual([true, true, true, false, false, false]);
    expect(await hiddenCount()).toBe(3);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.kind, 'report.breaker'));
    expect(told.length).toBe(1);
    expect(
      await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'report.hideBreaker')),
    ).toHaveLength(1);
    const queue = (await ctx.app.inject({ url: '/api/report/queue', headers: staff })).json();
    expect(queue.breaker).toEqual({ open: true, hidden: 3, limit: 3, window_minutes: 60 });
    expect(queue.items.total).toBe(11);
  });

  it('limits a signed-in reporter per hour', async () => {
    const flooder = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'flut' }));
    const statuses = [];
    for (let i = 0; i < 50; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/report/create',
        payload: { item_type: 'entry', uid: catalogue[20]?.uid, reason: 'dead_link' },
        headers: flooder,
      });
      statuses.push(res.statusCode);
    }
    // LIMIT_REPORTS_HOUR: 20 by default.
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});
