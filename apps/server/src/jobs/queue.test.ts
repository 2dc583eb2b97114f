import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, type DatabaseHandle, openPostgres } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { buildUser } from '../db/seed/factories.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from '../integrations/mail/fake.ts';
import { authHeaders } from '../modules/auth/testing.ts';
import { defineJob } from './define.ts';
import { mailSend } from './mail-send.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LINK_CHECKS: 'off' } as const;
const config = (extra: Record<string, string> = {}) => loadConfig({ ...env, ...extra });
// The queue logs job failures, which these tests cause on purpose.
const quietLog = () => pino({ level: 'silent' });

let database: DatabaseHandle;
// Mails leave over real SMTP to a loopback server, so a test sees what was delivered.
let smtp: FakeSmtpServer;
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

const deliveredSubjects = () =>
  smtp.mails.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '');

describe('jobs survive the app', () => {
  it('a job queued by an app that stops before working it runs in the next app on the same database', async () => {
    const first = await buildApp({ config: config({ WORKERS: 'off', SMTP_URL: smtp.url }), db: database.db });
    await first.ready();
    await first.jobs.enqueue(mailSend, {
      to: 'a@example.test',
      subject: 'queued before the restart',
      text: 'hi',
    });
    // Written in a transaction that rolls back: never a job.
    await database.db
      .transaction(async (tx) => {
        await first.jobs.enqueue(
          mailSend,
          { to: 'b@example.test', subject: 'rolled back', text: 'x' },
          { tx },
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    await first.close();
    expect(deliveredSubjects()).not.toContain('queued before the restart');

    const second = await buildApp({
      config: config({ WORKERS: 'inline', JOBS_POLL_SECONDS: '0.5', SMTP_URL: smtp.url }),
      db: database.db,
    });
    await second.ready();
    await second.jobs.settle(['mail.send']);
    const subjects = deliveredSubjects();
    expect(subjects).toContain('queued before the restart');
    expect(subjects).not.toContain('rolled back');
    await second.close();
  });
});

describe('a start in two steps', () => {
  // The app prepares its queue before it listens and starts the workers after (decision 048).
  const ran: number[] = [];
  const stepped = (retryLimit: number) =>
    defineJob({
      name: 'test.two-steps',
      schema: z.object({ n: z.number() }),
      retryLimit,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      async handle({ n }) {
        ran.push(n);
      },
    });
  const make = (retryLimit: number) =>
    createJobQueue({
      db: database.db,
      config: config(),
      log: quietLog(),
      workers: 'inline',
      kinds: [stepped(retryLimit)],
      pollSeconds: 0.5,
    });

  it('takes jobs once prepared and runs them when its workers start', async () => {
    const queue = make(0);
    await queue.prepare();
    expect(queue.running()).toBe(true);
    await queue.enqueue(stepped(0), { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ran).toEqual([]);
    const started = queue.start();
    expect(queue.start()).toBe(started);
    await started;
    await queue.settle(['test.two-steps']);
    expect(ran).toEqual([1]);
    await queue.stop();
  });

  it('makes the settings of a queue that exists follow the code', async () => {
    const queue = make(3);
    await queue.prepare();
    const read = await database.db.execute(
      sql`SELECT retry_limit FROM pgboss.queue WHERE name = 'test.two-steps'`,
    );
    expect((read as unknown as { rows: unknown[] }).rows).toEqual([{ retry_limit: 3 }]);
    await queue.stop();
  });

  it('a stop during the start waits for it and leaves nothing running', async () => {
    const queue = make(0);
    const started = queue.start();
    await queue.stop();
    await started;
    expect(queue.running()).toBe(false);
  });
});

describe('several workers', () => {
  const runs: string[] = [];
  const counted = defineJob({
    name: 'test.counted',
    schema: z.object({ n: z.number() }),
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 60,
    batchSize: 5,
    async handle(_data, _ctx, meta) {
      runs.push(meta.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    },
  });

  let second: DatabaseHandle | null = null;
  afterAll(async () => {
    await second?.close();
  });

  it('two worker processes never run the same job twice', async () => {
    // On PostgreSQL the second worker has its own pool, as a second process would.
    const client = (database.db as unknown as { $client: { options?: { connectionString?: string } } })
      .$client;
    const url = client.options?.connectionString;
    if (url) second = await openPostgres(url, 4);
    const make = (db: Database, workers: 'inline' | 'off') =>
      createJobQueue({ db, config: config(), log: quietLog(), workers, kinds: [counted], pollSeconds: 0.5 });
    const writer = make(database.db, 'off');
    await writer.start();
    const jobs = 80;
    for (let n = 0; n < jobs; n++) await writer.enqueue(counted, { n });
    const a = make(database.db, 'inline');
    const b = make(second?.db ?? database.db, 'inline');
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.settle(), b.settle()]);
    await Promise.all([a.stop(), b.stop(), writer.stop()]);
    expect(runs).toHaveLength(jobs);
    expect(new Set(runs).size).toBe(jobs);
  });
});

describe('retries and the dead state', () => {
  let attempts = 0;
  let healthy = false;
  const flaky = defineJob({
    name: 'test.flaky',
    schema: z.object({}),
    retryLimit: 2,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: 60,
    async handle() {
      attempts += 1;
      if (!healthy) throw new Error(`attempt ${attempts} failed`);
    },
  });

  it('retries with backoff, then keeps the job as dead until it is retried', async () => {
    const queue: JobQueue = createJobQueue({
      db: database.db,
      config: config(),
      log: quietLog(),
      workers: 'inline',
      kinds: [flaky],
      pollSeconds: 0.5,
    });
    await queue.start();
    const started = Date.now();
    const id = (await queue.enqueue(flaky, {})) as string;
    await queue.settle(['test.flaky'], { timeoutMs: 20_000, retries: true });
    expect(attempts).toBe(3);
    // Backoff: at least 1 s before the first retry and 2 s before the second.
    expect(Date.now() - started).toBeGreaterThan(2_500);
    const [counts] = await queue.counts();
    expect(counts).toMatchObject({ kind: 'test.flaky', dead: 1, queued: 0, running: 0 });
    const { rows } = await queue.list('test.flaky', 'dead', 10, 0);
    expect(rows[0]).toMatchObject({ id, retryCount: 2, output: { message: 'attempt 3 failed' } });

    healthy = true;
    expect(await queue.retry('test.flaky', id)).toBe(true);
    await queue.settle(['test.flaky']);
    expect(attempts).toBe(4);
    expect((await queue.counts())[0]).toMatchObject({ dead: 0, completed: 1 });
    await queue.stop();
  });
});

describe('queue view routes', () => {
  it('admins see counts and dead jobs and retry them; others are refused', async () => {
    const app = await buildApp({ config: config({ WORKERS: 'off' }), db: database.db });
    await app.ready();
    const id = (await app.jobs.enqueue(mailSend, {
      to: 'c@example.test',
      subject: 'dead mail',
      text: 'x',
    })) as string;
    await database.db.execute(
      sql`UPDATE pgboss.job SET state = 'failed', retry_count = retry_limit WHERE id = ${id}::uuid`,
    );
    const admin = await authHeaders(database.db, await buildUser(database.db, { role: 'admin' }));
    const member = await authHeaders(database.db, await buildUser(database.db));

    expect((await app.inject({ url: '/api/jobs' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/jobs', headers: member })).statusCode).toBe(403);
    const overview = await app.inject({ url: '/api/jobs', headers: admin });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().workers).toBe('off');
    expect(overview.json().kinds).toContainEqual(expect.objectContaining({ kind: 'mail.send', dead: 1 }));

    const dead = await app.inject({ url: '/api/jobs/list?state=dead&kind=mail.send', headers: admin });
    expect(dead.statusCode).toBe(200);
    expect(dead.json().data[0]).toMatchObject({ id, kind: 'mail.send', state: 'dead' });
    expect((await app.inject({ url: '/api/jobs/list?state=nope', headers: admin })).statusCode).toBe(400);

    const retry = await app.inject({
      method: 'POST',
      url: `/api/jobs/mail.send/${id}/retry`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(200);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'jobs.retry'));
    expect(audit).toMatchObject({ itemType: 'job', itemId: id, itemLabel: 'mail.send' });
    const again = await app.inject({
      method: 'POST',
      url: `/api/jobs/mail.send/${id}/retry`,
      headers: member,
    });
    expect(again.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/jobs/mail.send/00000000-0000-0000-0000-000000000000/retry',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const queued = await app.inject({ url: '/api/jobs/list?state=failed&kind=mail.send', headers: admin });
    expect(queued.json().data.map((j: { id: string }) => j.id)).toContain(id);
    await app.close();
  });
});
