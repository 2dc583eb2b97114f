import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { sessionTokenFor } from '../../modules/auth/testing.ts';
import { apiRoutesOf } from '../../plugins/route-answers.ts';
import { languageOf } from './language-detector.ts';

/**
 * Issue 36: every route's answers, in German and in English, as guest, user and admin, with an
 * empty body and with a body of wrong values (each field of the OpenAPI document gets "x"): no
 * `message` or `errors` text may be in the other language. Outside services are switched off here,
 * so their "not configured" and outage answers are walked as well.
 */
const ctx = useTestApp({ DLC_KEY_SERVICE_URL: '' });

const LANGS = { de: 'de-DE,de;q=0.9', en: 'en-GB,en;q=0.9' } as const;
const ROLES = ['guest', 'user', 'admin'] as const;

/**
 * Texts the spec fixes word for word in one language (spec 01/02 quote them), so both readers
 * get them as written.
 */
const SPEC_VERBATIM = new Set([
  "You don't have any Releases for this Entry",
  'Copied! Yeay!',
  'Bruh, give some more reasonable text... ',
]);

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string }[];
}
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  type?: string | string[];
}

function operationsOf(app: FastifyInstance): Map<string, OpenApiOperation> {
  const doc = (
    app as unknown as { swagger: () => { paths: Record<string, Record<string, OpenApiOperation>> } }
  ).swagger();
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods))
      operations.set(`${method.toUpperCase()} ${url}`, operation);
  }
  return operations;
}

/** A body (or query) where every named field holds a short, wrong-looking text. */
function wrongValues(names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, 'x']));
}

/** The texts an answer shows to a reader: its `message` and its per-field `errors`. */
function textsOf(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const { message, errors } = parsed as { message?: unknown; errors?: unknown };
  const texts: string[] = [];
  if (typeof message === 'string') texts.push(message);
  if (errors && typeof errors === 'object')
    for (const text of Object.values(errors)) if (typeof text === 'string') texts.push(text);
  return texts;
}

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_whole, name: string) => (name === 'file' ? 'x.svg' : '1'));

describe('every answer in the reader language (issue 36)', () => {
  it('walks every route as guest, user and admin in German and English', async () => {
    const operations = operationsOf(ctx.app);
    const wrong: string[] = [];
    let calls = 0;
    for (const route of apiRoutesOf(ctx.app)) {
      if (route.url.includes('*')) continue;
      const operation = operations.get(`${route.method} ${route.url}`);
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      const fields = Object.keys(schema?.properties ?? {});
      const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodies: (Record<string, string> | undefined)[] =
        route.method === 'GET' || route.method === 'DELETE'
          ? [undefined]
          : [{}, ...(fields.length ? [wrongValues(fields)] : [])];
      for (const role of ROLES) {
        // One caller per route and role: some routes end their caller's session (logout).
        const token =
          role === 'guest' ? null : await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role }));
        for (const [lang, acceptLanguage] of Object.entries(LANGS)) {
          for (const payload of bodies) {
            const search = query.length ? `?${new URLSearchParams(wrongValues(query))}` : '';
            const res = await ctx.app.inject({
              method: route.method as 'GET',
              url: `${concrete(route.url)}${search}`,
              headers: {
                'accept-language': acceptLanguage,
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              ...(payload ? { payload } : {}),
            });
            calls++;
            for (const text of textsOf(res.body)) {
              if (SPEC_VERBATIM.has(text)) continue;
              const found = languageOf(text);
              if (found && found !== lang)
                wrong.push(`${route.method} ${route.url} as ${role} in ${lang} (${res.statusCode}): ${text}`);
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect([...new Set(wrong)]).toEqual([]);
  }, 600_000);
});
