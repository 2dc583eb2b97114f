import { ZErrorResponse } from '@regal/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** A file answer (image, container): bytes or text, never serialized as JSON. */
export const ZFileBody = z
  .union([z.string(), z.instanceof(Buffer)])
  .meta({ type: 'string', format: 'binary' });

import { audienceOf } from './access.ts';

/** The error statuses the API answers with the one error shape `{statusCode, error, message, errors?}`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 502 | 503 | 504;

/** The usual error response map of a route: `response: { 200: ZThing, ...errorAnswers(404, 409) }`. */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<
    S,
    typeof ZErrorResponse
  >;
}

/**
 * The statuses every route of a kind can answer, added to its OpenAPI responses so the document
 * matches the answers without each route listing them (issue 9):
 * - 401/403 when the route's `config.access` is not public (guest, wrong role, app-token scope);
 * - 400 when it validates params, query or body, or takes a body (bad JSON);
 * - 413 and 415 when it takes a body (body limit, a content type it cannot parse);
 * - 404 when it has path params (the item they name may not exist), and 414 (a path parameter
 *   longer than the router's 100 characters).
 * - 429 when it counts against a per-user limit (`config.quota`, decision 025).
 * Statuses of a route's own rules (409, 429, 502/503 of outside services) stay in the route.
 */
export function completeResponses(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>) {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const schema = route.schema ?? {};
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const add = (status: ErrorStatus) => {
    if (!(status in response)) response[status] = ZErrorResponse;
  };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const takesBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');
  const access = (route.config as { access?: Parameters<typeof audienceOf>[0] } | undefined)?.access;
  if (access && audienceOf(access) !== 'public') {
    add(401);
    add(403);
  }
  if (schema.params || schema.querystring || schema.body || takesBody) add(400);
  if (takesBody) {
    add(413);
    add(415);
  }
  if ((route.config as { quota?: unknown } | undefined)?.quota) add(429);
  if (schema.params) {
    add(404);
    add(414);
  }
  route.schema = { ...schema, response };
}

/** One API route as registered: what the access matrix, its tests and the fuzz suite walk. */
export interface ApiRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
  summary: string | null;
  hidden: boolean;
}

const registered = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route of the app (HEAD twins of GET routes left out), in registration order. */
export function apiRoutesOf(app: FastifyInstance): ApiRoute[] {
  return registered.get(app) ?? [];
}

/** Must run before the OpenAPI plugin collects the routes (hooks run in the order they were added). */
export function registerRouteAnswers(app: FastifyInstance) {
  const routes: ApiRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    completeResponses(route);
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ?? {}) as { summary?: string; hide?: boolean };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        config: route.config,
        summary: schema.summary ?? null,
        hidden: schema.hide === true,
      });
    }
  });
}
