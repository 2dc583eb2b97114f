import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same process: assets under /app/ (spec §7: the base path), and
 * index.html for every other GET that asks for HTML (the SPA decides what the route is). Unknown
 * /api/* paths stay a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, cacheIndex: boolean) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/app/',
      index: false,
      wildcard: true,
      // Hashed file names never change; index.html is served below without caching.
      maxAge: '365d',
      immutable: true,
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve the UI');
  }
  let indexHtml: string | null = null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/app/') || !wantsPage) {
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${url} not found` });
    }
    if (!hasWebApp) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    // In development the page is read anew so a rebuilt web app shows without a server restart.
    const html = (cacheIndex ? indexHtml : null) ?? (await readFile(indexFile, 'utf8'));
    if (cacheIndex) indexHtml = html;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
