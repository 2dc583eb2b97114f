import { zIntQuery } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The benchmark's ceiling: a static JSON answer of a chosen size, built once per size, through the
 * same Fastify stack (hooks, serializer) as the real routes. Registered only with BENCH_ROUTES=true.
 * `emptyCaches` empties this process's answers and entry cards and leaves the title index built: the
 * search duel's cold start (a catalogue change naming nothing would send searches to SQL until the
 * index is rebuilt, which measures the rebuild, not the miss).
 */
export function benchStaticRoutes(emptyCaches: () => void): FastifyPluginAsyncZod {
  const bodies = new Map<number, string>();
  const bodyOf = (bytes: number) => {
    let body = bodies.get(bytes);
    if (!body) {
      // {"data":"…"} wraps the filler in 11 characters.
      const filler = 'x'.repeat(Math.max(0, bytes - 11));
      body = JSON.stringify({ data: filler });
      bodies.set(bytes, body);
    }
    return body;
  };
  return async (app) => {
    app.get(
      '/bench/static',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          querystring: z.object({ bytes: zIntQuery(2, 5_000_000).default(1024) }),
        },
      },
      async (request, reply) => reply.type('application/json').send(bodyOf(request.query.bytes)),
    );
    // The answer cache's counters (decision 032), for the load bench's hit rate.
    app.get(
      '/bench/cache',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) => reply.header('cache-control', 'no-store').send(app.answerCache.stats()),
    );
    app.post(
      '/bench/cache/empty',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) => {
        emptyCaches();
        return reply.header('cache-control', 'no-store').send({ emptied: true });
      },
    );
  };
}
