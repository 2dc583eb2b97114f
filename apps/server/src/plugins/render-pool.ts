import { Worker } from 'node:worker_threads';
import { compressionOptions, type Encoding } from '../lib/answer-encoding.ts';

/** How the main thread answers a render thread's API read (`app.inject`, see page-render.ts). */
export type AnswerRead = (
  url: string,
  locale: string,
) => Promise<{ status: number; contentType: string; body: Uint8Array | null }>;

type FromWorker<Result> =
  | { type: 'ready' }
  | { type: 'broken'; message: string }
  | { type: 'fetch'; id: number; url: string; locale: string }
  | { type: 'done'; job: number; result: Result }
  | { type: 'failed'; job: number; message: string }
  | { type: 'compressed'; job: number; bytes: Uint8Array };

/**
 * A render thread: loads the web build's server entry and renders what it is sent (the compression
 * thread, started without an entry, only compresses). A render thread's API reads
 * go to the main thread as messages, which answers them through `app.inject` — the same routes,
 * access rules and answer cache as every request, and no database connection of its own (PGlite
 * allows one per process; the embedded server's pool stays the main thread's). Plain CommonJS
 * evaluated as the worker's script (`eval: true`), so the same code runs from the bundled
 * `dist/main.js` and from the TypeScript sources under test.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const zlib = require('node:zlib');
if (workerData.nice > 0) {
  try {
    // Linux keeps a nice value per thread, and /proc/thread-self names this thread's id: only the
    // render thread yields, not the event loop that answers cached reads.
    const os = require('node:os');
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    // Only ever lower the priority (a process started niced already is).
    if (tid > 0 && os.getPriority(tid) < workerData.nice) os.setPriority(tid, workerData.nice);
  } catch {
    // Not Linux, or not allowed: the thread renders at the process's priority.
  }
}
// The compression thread (no entry) is ready at once; a render thread once its entry has loaded.
const entry = workerData.entry ? import(pathToFileURL(workerData.entry).href) : Promise.resolve(null);
entry.then(() => parentPort.postMessage({ type: 'ready' }), (error) => parentPort.postMessage({ type: 'broken', message: String((error && error.stack) || error) }));
const reads = new Map();
let nextRead = 0;
function read(url, init, locale) {
  if ((init && init.method ? init.method : 'GET') !== 'GET') return Promise.resolve(new Response(null, { status: 405 }));
  return new Promise((resolve) => {
    const id = nextRead++;
    reads.set(id, resolve);
    parentPort.postMessage({ type: 'fetch', id, url, locale });
  });
}
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const resolve = reads.get(message.id);
    reads.delete(message.id);
    if (resolve) resolve(new Response(message.body, { status: message.status, headers: { 'content-type': message.contentType } }));
    return;
  }
  if (message.type === 'compress') {
    // A rendered page's compressed copy, made here at this thread's priority (see compress()).
    // Synchronous: this thread does nothing else, and a compression is a fraction of a millisecond.
    try {
      const bytes = message.encoding === 'br'
        ? zlib.brotliCompressSync(message.bytes, message.options)
        : zlib.gzipSync(message.bytes, message.options);
      parentPort.postMessage({ type: 'compressed', job: message.job, bytes });
    } catch (error) {
      parentPort.postMessage({ type: 'failed', job: message.job, message: String((error && error.stack) || error) });
    }
    return;
  }
  try {
    const { render } = await entry;
    const result = await render({ ...message.request, fetch: (url, init) => read(url, init, message.request.locale) });
    parentPort.postMessage({ type: 'done', job: message.job, result });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', job: message.job, message: String((error && error.stack) || error) });
  }
});
`;

interface Thread<Result> {
  /** Settles once the thread has loaded the server entry. */
  ready: Promise<void>;
  worker: Worker;
  jobs: Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>;
  /** Compressions sent to the thread (compress()), by job number. */
  compressions: Map<number, { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }>;
}

/** A render request without its transport (the thread's reads go through the main thread). */
export interface PoolRequest {
  locale: string;
}

export interface RenderPool<Request extends PoolRequest, Result> {
  /**
   * Settles once every thread has loaded the server entry. The app does not wait for it: a render
   * sent before then waits in its thread until the entry is there.
   */
  ready: Promise<void>;
  render(request: Request): Promise<Result>;
  /**
   * A rendered page's `bytes` in `encoding`, compressed in the pool's compression thread (at a page's
   * effort, see answer-encoding.ts): at the render threads' lower priority, behind no render, and
   * without the main thread's share of an asynchronous compression (a tenth of its work on a miss).
   */
  compress(bytes: Uint8Array, encoding: Encoding): Promise<Buffer>;
  close(): Promise<void>;
}

/** What renders and a thread still loading get once the pool is closed: the server is stopping. */
export class RenderPoolClosed extends Error {
  constructor() {
    super('the render pool is closed');
  }
}

/**
 * Worker threads that render pages off the event loop that serves cached answers (issue 34,
 * decision 049), and one that compresses them. A job goes to the render thread with the fewest
 * running; the miss gate in front (lib/miss-gate.ts) bounds how many there are. A thread that dies
 * fails its jobs (their visitors get the shell) and is replaced.
 */
export function createRenderPool<Request extends PoolRequest, Result>(options: {
  entry: string;
  threads: number;
  /** Nice value of each thread (0: the process's); see WORKER_SOURCE. */
  nice?: number;
  answer: AnswerRead;
}): RenderPool<Request, Result> {
  const threads: Thread<Result>[] = [];
  let nextJob = 0;
  let closing = false;

  /** A render thread (`entry`: the server entry), or with null the compression thread. */
  const start = (entry: string | null): Thread<Result> => {
    let loaded: (broken?: Error) => void = () => undefined;
    const thread: Thread<Result> = {
      ready: new Promise<void>((resolve, reject) => {
        loaded = (broken) => (broken ? reject(broken) : resolve());
      }),
      worker: new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { entry, nice: options.nice ?? 0 },
      }),
      jobs: new Map(),
      compressions: new Map(),
    };
    thread.ready.catch(() => undefined);
    thread.worker.on('message', (message: FromWorker<Result>) => {
      if (message.type === 'ready' || message.type === 'broken') {
        loaded(message.type === 'broken' ? new Error(message.message) : undefined);
        return;
      }
      if (message.type === 'fetch') {
        options.answer(message.url, message.locale).then(
          (answer) => thread.worker.postMessage({ type: 'answer', id: message.id, ...answer }),
          () =>
            thread.worker.postMessage({
              type: 'answer',
              id: message.id,
              status: 503,
              contentType: 'text/plain',
              body: null,
            }),
        );
        return;
      }
      const compression = thread.compressions.get(message.job);
      if (compression) {
        thread.compressions.delete(message.job);
        if (message.type === 'compressed')
          compression.resolve(
            Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
          );
        else compression.reject(new Error(message.type === 'failed' ? message.message : 'not a compression'));
        return;
      }
      const job = thread.jobs.get(message.job);
      thread.jobs.delete(message.job);
      if (message.type === 'done') job?.resolve(message.result);
      else if (message.type === 'failed') job?.reject(new Error(message.message));
    });
    const fail = (error: Error) => {
      loaded(error);
      for (const job of thread.jobs.values()) job.reject(error);
      thread.jobs.clear();
      for (const compression of thread.compressions.values()) compression.reject(error);
      thread.compressions.clear();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      fail(closing ? new RenderPoolClosed() : new Error(`render thread exited with code ${code}`));
      if (entry === null) {
        if (!closing) compressor = start(null);
        return;
      }
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      if (!closing) threads.push(start(entry));
    });
    // An idle pool does not keep the process alive (a stopping server only waits for its sockets).
    thread.worker.unref();
    return thread;
  };
  for (let i = 0; i < Math.max(1, options.threads); i++) threads.push(start(options.entry));
  /*
   * Rendered pages are compressed in a thread of their own: in a render thread, a page's compression
   * waited behind the other render running there (a few ms of every miss, its gate slot held
   * meanwhile), and it took a tenth of the thread that bounds a crawl (issue 34).
   */
  let compressor = start(null);
  const ready = Promise.all(threads.map((thread) => thread.ready)).then(() => undefined);
  // Nobody has to wait for it: a broken entry also fails each render sent to its thread.
  ready.catch(() => undefined);

  return {
    ready,
    render(request) {
      const thread = threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
      const job = nextJob++;
      return new Promise<Result>((resolve, reject) => {
        thread.jobs.set(job, { resolve, reject });
        thread.worker.postMessage({ type: 'render', job, request });
      });
    },
    compress(bytes, encoding) {
      const thread = compressor;
      const job = nextJob++;
      return new Promise<Buffer>((resolve, reject) => {
        thread.compressions.set(job, { resolve, reject });
        thread.worker.postMessage({
          type: 'compress',
          job,
          bytes,
          encoding,
          options: compressionOptions(encoding, bytes.byteLength, 'page'),
        });
      });
    },
    async close() {
      closing = true;
      await Promise.all([...threads, compressor].map((thread) => thread.worker.terminate()));
    },
  };
}
