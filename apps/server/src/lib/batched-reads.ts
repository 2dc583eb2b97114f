/**
 * Reads asked for during one turn of the event loop, sent to the database as one statement
 * (issue 35). A search miss costs two short statements (its text's analysis, its cards); under
 * load most of their price is per statement, not per row: the round trip, the socket write that
 * wakes the server's backend (on a small virtual machine the costliest call the process makes) and
 * the backend's own start and end of a statement. Requests that arrive together — those parsed in
 * the same poll phase — wait for `setImmediate` and go as one statement with arrays; a lone
 * request goes at once in the same turn's check phase, so it waits for nothing.
 *
 * `readAll` answers a batch in its order. When a batch fails, each of its requests is read again on
 * its own: one bad request fails only itself.
 */
export function batchedReads<Request, Answer>(
  readAll: (requests: Request[]) => Promise<Answer[]>,
  maxBatch = 64,
): (request: Request) => Promise<Answer> {
  interface Waiting {
    request: Request;
    resolve: (answer: Answer) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];

  const settle = (batch: Waiting[], answers: Answer[]) => {
    batch.forEach((item, index) => {
      if (index < answers.length) item.resolve(answers[index] as Answer);
      else item.reject(new Error('a batched read answered fewer requests than it was asked'));
    });
  };

  async function run(batch: Waiting[]): Promise<void> {
    try {
      settle(batch, await readAll(batch.map((item) => item.request)));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((item) => run([item])));
    }
  }

  function flush(): void {
    const all = waiting;
    waiting = [];
    for (let start = 0; start < all.length; start += maxBatch) void run(all.slice(start, start + maxBatch));
  }

  return (request) =>
    new Promise<Answer>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ request, resolve, reject });
    });
}
