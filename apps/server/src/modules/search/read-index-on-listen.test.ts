import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readIndexOnListen } from './search.module.ts';

describe('the title index at start', () => {
  it('is read once the server listens, and not for requests injected without listening', async () => {
    const app = Fastify();
    let reads = 0;
    // In a plugin of its own, as the search module registers it under /api.
    await app.register(
      async (child) => {
        readIndexOnListen(child, {
          refresh: async () => {
            reads += 1;
          },
        });
        child.get('/ping', async () => 'pong');
      },
      { prefix: '/api' },
    );
    try {
      expect((await app.inject({ url: '/api/ping' })).body).toBe('pong');
      expect(reads).toBe(0);
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(reads).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('logs a build that fails and keeps serving', async () => {
    const warnings: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
    });
    readIndexOnListen(app, { refresh: () => Promise.reject(new Error('database gone')) });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => warnings.join('')).toContain('search index build failed');
      expect((await app.inject({ url: '/nothing' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
