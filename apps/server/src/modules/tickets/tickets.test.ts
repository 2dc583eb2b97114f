import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subjectOf, useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { notifierFor } from '../notifications/community.module.ts';

const env: Record<string, string> = {};
const smtp = useFakeSmtp(env);
const ctx = useTestApp(env);

let user: { authorization: string };
let other: { authorization: string };
let upper: { authorization: string };
let admin: { authorization: string };
let upperId: number;

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/ticket/create', payload, headers });
const update = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/ticket/update', payload, headers });
const get = (uid: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/ticket/get/${uid}`, headers });

let uid = '';

beforeAll(async () => {
  user = await authHeaders(
    ctx.db,
    await buildUser(ctx.db, { username: 'hilfesuchend', email: 'hilfe@example.test' }),
  );
  other = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'neugierig' }));
  const upperRow = await buildUser(ctx.db, { username: 'supporterin', role: 'upper' });
  upperId = upperRow.id;
  upper = await authHeaders(ctx.db, upperRow);
  admin = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'admin_tix', role: 'admin' }));
});

describe('tickets: opening and reading', () => {
  it('needs a login to open a ticket, and a subject and message', async () => {
    expect((await create({ subject: 'Hilfe', content: 'Mein Download geht nicht.' })).statusCode).toBe(401);
    const bad = await create({ subject: 'x', content: 'kurz' }, user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      subject: 'Der Betreff braucht mindestens 3 Zeichen.',
      content: 'Die Nachricht braucht mindestens 10 Zeichen.',
    });
  });

  it('opens a ticket the user reads in myTickets', async () => {
    const res = await create({ subject: 'Download kaputt', content: 'Der Link zu Sintel ist tot.' }, user);
    expect(res.statusCode).toBe(200);
    uid = res.json().item.uid;
    expect(res.json().item).toMatchObject({ username: 'hilfesuchend', closed_at: null, comments: [] });
    const mine = await ctx.app.inject({ url: '/api/ticket/my', headers: user });
    expect(mine.json().items.data.map((t: { uid: string }) => t.uid)).toEqual([uid]);
  });

  it("never shows a user someone else's ticket (404, and not in their list)", async () => {
    expect((await get(uid, other)).statusCode).toBe(404);
    expect((await get(uid)).statusCode).toBe(401);
    expect((await update({ uid, comment: 'Ich mische mich ein.' }, other)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/ticket/my', headers: other })).json().items.total).toBe(0);
    expect((await ctx.app.inject({ url: '/api/ticket/all', headers: other })).statusCode).toBe(403);
  });

  it('lists every ticket for staff with search and state', async () => {
    const all = await ctx.app.inject({ url: '/api/ticket/all?search=Sintel&state=open', headers: upper });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.data[0]).toMatchObject({ uid, comments_count: 0 });
    const closed = await ctx.app.inject({ url: '/api/ticket/all?state=closed', headers: upper });
    expect(closed.json().items.total).toBe(0);
  });
});

describe('tickets: comments, internal notes, state', () => {
  it('refuses a comment under 10 characters', async () => {
    const res = await update({ uid, comment: 'zu kurz' }, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.comment).toBe('Der Kommentar braucht mindestens 10 Zeichen.');
    expect((await update({ uid }, user)).statusCode).toBe(400);
  });

  it('keeps internal notes from the user and refuses them from users', async () => {
    expect((await update({ uid, comment: 'Ich darf keine Notiz.', internal: true }, user)).statusCode).toBe(
      403,
    );
    const note = await update({ uid, comment: 'Hoster prüfen, evtl. Takedown.', internal: true }, upper);
    expect(note.statusCode).toBe(200);
    expect(note.json().item.comments).toHaveLength(1);
    const seen = (await get(uid, user)).json().item;
    expect(seen.comments).toEqual([]);
    expect(seen.comments_count).toBe(0);
  });

  it('notifies the user of a staff answer in-app and by mail', async () => {
    const answer = await update({ uid, comment: 'Danke, wir haben den Link ersetzt.' }, upper);
    expect(answer.statusCode).toBe(200);
    const inbox = (await ctx.app.inject({ url: '/api/notifications', headers: user })).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({ kind: 'ticket.answered', title: 'Download kaputt' });
    await notifierFor(ctx.db)?.idle();
    const mail = await smtp.server.waitForMail('hilfe@example.test');
    expect(subjectOf(mail.raw)).toBe('Antwort auf dein Ticket: Download kaputt');
    expect(smtp.server.mails.filter((m) => m.to.includes('hilfe@example.test'))).toHaveLength(1);
    // staff's own inbox stays empty: an internal note never notifies
    expect((await ctx.app.inject({ url: '/api/notifications', headers: other })).json().unread).toBe(0);
  });

  it('swaps the closed state (user or staff) and lets staff assign', async () => {
    const closed = await update({ uid, closed: true }, user);
    expect(closed.json().item.closed_at).not.toBeNull();
    const reopened = await update({ uid, closed: false }, upper);
    expect(reopened.json().item.closed_at).toBeNull();
    expect((await update({ uid, assigned_to: upperId }, user)).statusCode).toBe(403);
    const assigned = await update({ uid, assigned_to: upperId }, upper);
    expect(assigned.json().item.assigned_to).toEqual({ id: upperId, username: 'supporterin' });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.itemId, uid));
    expect(audit.map((row) => row.action).sort()).toEqual(['ticket.list', 'ticket.read']);
  });

  it('lets only an admin clear a comment (audited)', async () => {
    const comments = (await get(uid, admin)).json().item.comments;
    const answer = comments.find((c: { internal: boolean }) => !c.internal);
    expect((await update({ uid, clear_comment: answer.id }, upper)).statusCode).toBe(403);
    const cleared = await update({ uid, clear_comment: answer.id }, admin);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().item.comments.map((c: { id: number }) => c.id)).not.toContain(answer.id);
    expect((await update({ uid, clear_comment: answer.id }, admin)).statusCode).toBe(404);
  });
});
