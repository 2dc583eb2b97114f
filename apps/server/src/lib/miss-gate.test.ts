import { describe, expect, it } from 'vitest';
import { createMissGate, MissRefused } from './miss-gate.ts';

/** A piece of work that finishes when the test says so. */
function held() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('miss gate (issue 34)', () => {
  it('runs up to its slots, queues up to its bound and refuses the next at once', async () => {
    const gate = createMissGate({ slots: 1, maxQueue: 1, perClient: 10 });
    const first = held();
    const second = held();
    const a = gate.run('a', first.work);
    const b = gate.run('b', second.work);
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
    await expect(gate.run('c', async () => 'never')).rejects.toEqual(new MissRefused('queue-full'));
    first.finish();
    await a;
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    second.finish();
    await b;
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    await expect(gate.run('c', async () => 'now')).resolves.toBe('now');
  });

  it("holds one client to its share while others' misses still get in", async () => {
    const gate = createMissGate({ slots: 2, maxQueue: 8, perClient: 2 });
    const crawl = [held(), held()];
    const running = crawl.map((job) => gate.run('crawler', job.work));
    await expect(gate.run('crawler', async () => 'third')).rejects.toEqual(new MissRefused('client-budget'));
    const visitor = gate.run('visitor', async () => 'page');
    for (const job of crawl) job.finish();
    await Promise.all(running);
    await expect(visitor).resolves.toBe('page');
    // Its budget is back once its misses are done.
    await expect(gate.run('crawler', async () => 'again')).resolves.toBe('again');
  });

  it('frees the slot when a render fails', async () => {
    const gate = createMissGate({ slots: 1, maxQueue: 0, perClient: 1 });
    await expect(
      gate.run('a', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(gate.run('a', async () => 'ok')).resolves.toBe('ok');
  });
});
