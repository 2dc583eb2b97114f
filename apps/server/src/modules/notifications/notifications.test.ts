import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { notifierFor } from './community.module.ts';
import { notify } from './notify.ts';

const env: Record<string, string> = {};
const smtp = useFakeSmtp(env);
const ctx = useTestApp(env);

let alice: { authorization: string };
let bob: { authorization: string };
let aliceId: number;
let quietId: number;

beforeAll(async () => {
  const a = await buildUser(ctx.db, { username: 'alice_n', email: 'alice_n@example.test' });
  aliceId = a.id;
  alice = await authHeaders(ctx.db, a);
  bob = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'bob_n' }));
  const quiet = await buildUser(ctx.db, {
    username: 'quiet_n',
    email: 'quiet_n@example.test',
    settings: { show_notification_on_task: false },
  });
  quietId = quiet.id;
  await ctx.db.transaction(async (tx) => {
    await notify(tx, {
      userId: aliceId,
      kind: 'upload.decided',
      title: 'Sintel.2010.German.1080p-GRP',
      data: { reason: 'ok' },
    });
    await notify(tx, { userId: aliceId, kind: 'report.decided', title: 'Sintel' });
    await notify(tx, { userId: quietId, kind: 'upload.decided', title: 'Quiet.Release-GRP' });
  });
});

describe('notifications', () => {
  it('needs a login', async () => {
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } }))
        .statusCode,
    ).toBe(401);
  });

  it("shows a user only their own notifications with the unread count; others' ids do nothing", async () => {
    const mine = (await ctx.app.inject({ url: '/api/notifications', headers: alice })).json();
    expect(mine.unread).toBe(2);
    expect(mine.items.map((n: { kind: string }) => n.kind)).toEqual(['report.decided', 'upload.decided']);
    const theirs = (await ctx.app.inject({ url: '/api/notifications', headers: bob })).json();
    expect(theirs).toEqual({ items: [], unread: 0 });
    const sneaky = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: mine.items.map((n: { id: number }) => n.id) },
      headers: bob,
    });
    expect(sneaky.json().message).toBe('0');
    expect((await ctx.app.inject({ url: '/api/notifications', headers: alice })).json().unread).toBe(2);
  });

  it('marks one read, then all read', async () => {
    const mine = (await ctx.app.inject({ url: '/api/notifications', headers: alice })).json();
    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [mine.items[0].id] },
      headers: alice,
    });
    expect(one.json().message).toBe('1');
    expect((await ctx.app.inject({ url: '/api/notifications', headers: alice })).json().unread).toBe(1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
      headers: alice,
    });
    expect((await ctx.app.inject({ url: '/api/notifications', headers: alice })).json().unread).toBe(0);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: {},
      headers: alice,
    });
    expect(empty.statusCode).toBe(400);
  });

  it("mails each notification unless the user's setting is off", async () => {
    const notifier = notifierFor(ctx.db);
    notifier?.kick();
    await notifier?.idle();
    await smtp.server.waitForMail('alice_n@example.test');
    await expect.poll(() => smtp.server.mails.length).toBe(2);
    const mails = smtp.server.mails;
    expect(mails.flatMap((m) => m.to).sort()).toEqual(['alice_n@example.test', 'alice_n@example.test']);
    expect(mails.find((m) => m.raw.includes('Entscheidung zu deinem Upload'))?.body).toContain('ok');
  });
});
