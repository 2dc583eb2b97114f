/** Thrown when a miss may not wait: the queue is full or the client has used its share. */
export class MissRefused extends Error {
  constructor(readonly reason: 'queue-full' | 'client-budget') {
    super(`page render refused: ${reason}`);
    this.name = 'MissRefused';
  }
}

export interface MissGateOptions {
  /** Renders at once (the render threads' capacity). */
  slots: number;
  /** Misses that may wait for a slot; one more is refused at once instead of queueing without end. */
  maxQueue: number;
  /** Misses one client may have running or waiting at a time (a crawler's connections). */
  perClient: number;
}

export interface MissGate {
  /** Runs `work` in a slot, or refuses at once with `MissRefused`. */
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
  /** Running and waiting misses (for tests and logs). */
  load(): { running: number; waiting: number };
}

/**
 * Admission for page renders (issue 34): a bounded number run, a bounded number wait in order, and
 * one client never holds more than its share of both, so a client asking for distinct addresses as
 * fast as it can cannot queue the other visitors' pages behind its own. What is refused is answered
 * at once by the caller (the shell for people, 503 with Retry-After for bots).
 */
export function createMissGate({ slots, maxQueue, perClient }: MissGateOptions): MissGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const perClientCount = new Map<string, number>();

  const release = (client: string) => {
    const left = (perClientCount.get(client) ?? 1) - 1;
    if (left > 0) perClientCount.set(client, left);
    else perClientCount.delete(client);
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(client, work) {
      const mine = perClientCount.get(client) ?? 0;
      if (mine >= perClient) throw new MissRefused('client-budget');
      if (running >= slots && waiting.length >= maxQueue) throw new MissRefused('queue-full');
      perClientCount.set(client, mine + 1);
      // A freed slot passes straight to the next in line (running stays counted for it).
      if (running < slots) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release(client);
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
