import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { isTransactionConflict, transactionWithRetry } from './transactions.ts';

const collision = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

/** A stand-in with only `transaction`: fails with `codes` in turn, then runs the work. */
function flakyDb(codes: string[]) {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const code = codes[calls++];
      if (code) throw collision(code);
      return work({});
    },
  } as unknown as Database;
  return { db, calls: () => calls };
}

describe('transaction collisions (issue 19)', () => {
  it('recognises deadlocks and serialization failures, also wrapped by drizzle', () => {
    expect(isTransactionConflict(collision('40P01'))).toBe(true);
    expect(isTransactionConflict(collision('40001'))).toBe(true);
    expect(isTransactionConflict(collision('23505'))).toBe(false);
    expect(isTransactionConflict(new Error('x'))).toBe(false);
  });

  it('retries a collided transaction and gives up after the attempts', async () => {
    const twice = flakyDb(['40P01', '40001']);
    await expect(transactionWithRetry(twice.db, async () => 'done')).resolves.toBe('done');
    expect(twice.calls()).toBe(3);
    const always = flakyDb(['40P01', '40P01', '40P01', '40P01', '40P01']);
    await expect(transactionWithRetry(always.db, async () => 'done')).rejects.toThrow('Failed query');
    expect(always.calls()).toBe(4);
    const other = flakyDb(['23505']);
    await expect(transactionWithRetry(other.db, async () => 'done')).rejects.toThrow();
    expect(other.calls()).toBe(1);
  });

  it('the error handler answers a collision that outlived its retries 409, never 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/deadlock', async () => {
      throw collision('40P01');
    });
    const res = await app.inject({ url: '/deadlock', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/try again/);
    await app.close();
  });
});
