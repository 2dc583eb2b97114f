/**
 * Real writes beside a load run (issue 35, decision 050): a review saved or a release added through
 * the API every `everyMs`, on random entries, so the run measures what invalidation costs readers.
 * A review saves the same user's review of a random entry (a second save edits it, a real write);
 * a release adds a new release name to a random entry (needs an uploader, mod or admin).
 */
export type WriteKind = 'review' | 'release';

export interface WriteStream {
  stop(): Promise<{ done: number; failed: number }>;
}

export function startWriteStream(options: {
  base: string;
  token: string;
  kind: WriteKind;
  everyMs: number;
  entryIds: number[];
  next: () => number;
}): WriteStream {
  const { base, token, kind, everyMs, entryIds, next } = options;
  let done = 0;
  let failed = 0;
  let stopped = false;
  let n = 0;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const pick = () => entryIds[Math.floor(next() * entryIds.length)] as number;

  async function writeOnce(): Promise<void> {
    n += 1;
    const entryId = pick();
    const [url, body] =
      kind === 'review'
        ? [
            '/api/reviews/save',
            {
              entry_id: entryId,
              title: `Bench review ${n}`,
              content: `A review saved by the load bench, number ${n}.`,
              rating: 1 + (n % 10),
            },
          ]
        : [
            '/api/release/create',
            {
              entry_id: entryId,
              fulltitle: `Bench.Release.${Date.now()}.${n}.German.1080p.WEB.x264-BENCH`,
              type: 'movie',
            },
          ];
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }).catch(() => null);
    if (response?.ok) done += 1;
    else failed += 1;
    await response?.arrayBuffer().catch(() => undefined);
  }

  // One write every everyMs, measured from each start (a slow write does not slow the rate down
  // unless it takes longer than the interval).
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      await writeOnce();
      const wait = everyMs - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
      return { done, failed };
    },
  };
}

/** Signs in (or takes `token`) for the writes. */
export async function writerToken(
  base: string,
  login?: string,
  password?: string,
  token?: string,
): Promise<string> {
  if (token) return token;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Entry ids to write to: the newest `count` (enough to spread writes like real visitors do). */
export async function entryIdsOf(base: string, count = 60): Promise<number[]> {
  const response = await fetch(`${base}/api/entries/latest?limit=${Math.min(60, count)}`);
  const body = (await response.json()) as { data: { id: number }[] };
  return body.data.map((card) => card.id);
}
