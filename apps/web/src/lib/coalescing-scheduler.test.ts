import { describe, expect, it } from 'vitest';
import { coalescingScheduler } from './coalescing-scheduler.ts';

/** A hand-driven timer queue: `run()` fires what was scheduled, in order. */
function manualTimers() {
  const pending: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => {
      pending.push(flush);
    },
    get count() {
      return pending.length;
    },
    run() {
      for (const flush of pending.splice(0)) flush();
    },
  };
}

describe('coalescingScheduler', () => {
  it('runs every callback queued in one task from one timer, in order, after the task', () => {
    const timers = manualTimers();
    const schedule = coalescingScheduler(timers.schedule);
    const seen: number[] = [];
    for (let i = 0; i < 30; i++) schedule(() => seen.push(i));
    expect(timers.count).toBe(1);
    expect(seen).toEqual([]);
    timers.run();
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('starts a new timer for callbacks queued after a flush, also from inside a callback', () => {
    const timers = manualTimers();
    const schedule = coalescingScheduler(timers.schedule);
    const seen: string[] = [];
    schedule(() => {
      seen.push('a');
      schedule(() => seen.push('c'));
    });
    timers.run();
    expect(seen).toEqual(['a']);
    expect(timers.count).toBe(1);
    timers.run();
    expect(seen).toEqual(['a', 'c']);
  });

  it('runs the callbacks after one that throws and reports the error', async () => {
    const timers = manualTimers();
    const schedule = coalescingScheduler(timers.schedule);
    const seen: string[] = [];
    const reported = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve));
    schedule(() => {
      throw new Error('listener failed');
    });
    schedule(() => seen.push('after'));
    timers.run();
    expect(seen).toEqual(['after']);
    expect(await reported).toMatchObject({ message: 'listener failed' });
  });

  it('uses a real zero-delay timer by default', async () => {
    const schedule = coalescingScheduler();
    const seen: string[] = [];
    schedule(() => seen.push('x'));
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen).toEqual(['x']);
  });
});
