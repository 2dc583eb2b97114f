import { readFile } from 'node:fs/promises';
import { inAudience, type PolicySubject } from '@regal/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildUser } from '../db/seed/factories.ts';
import { accessMatrixMarkdown } from '../docs/access-matrix.ts';
import { sessionTokenFor } from '../modules/auth/testing.ts';
import { audienceOf } from './access.ts';
import { type ApiRoute, apiRoutesOf, registerRouteAnswers } from './route-answers.ts';

const ctx = useTestApp();

/** The callers of the matrix: who they are to the policy, and how to make one. */
const CALLERS = [
  { name: 'guest', subject: null },
  { name: 'unverified user', role: 'user', verified: false },
  { name: 'verified user', role: 'user', verified: true },
  { name: 'upper', role: 'upper', verified: true },
  { name: 'mod', role: 'mod', verified: true },
  { name: 'admin', role: 'admin', verified: true },
] as const;

/** A concrete URL for a route pattern: every path parameter gets a harmless value. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_whole, name: string) => (name === 'file' ? 'x.svg' : '1'));

async function callAs(route: ApiRoute, caller: (typeof CALLERS)[number]) {
  const headers: Record<string, string> = {};
  if ('role' in caller) {
    // A fresh user per call: some routes change their caller (2FA on, logout).
    const user = await buildUser(ctx.db, {
      role: caller.role,
      emailVerifiedAt: caller.verified ? new Date() : null,
    });
    headers.authorization = `Bearer ${await sessionTokenFor(ctx.db, user)}`;
  }
  const res = await ctx.app.inject({
    method: route.method as 'GET' | 'POST',
    url: concrete(route.url),
    headers,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
  return res.statusCode;
}

describe('access matrix', () => {
  it('every /api route declares config.access', () => {
    const routes = apiRoutesOf(ctx.app);
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((route) => !route.config?.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('docs/access.md is the matrix of the routes as they are (npm run docs:access)', async () => {
    const committed = await readFile(new URL('../../../../docs/access.md', import.meta.url), 'utf8');
    expect(committed, 'docs/access.md is stale: run npm run docs:access').toBe(
      accessMatrixMarkdown(apiRoutesOf(ctx.app)),
    );
  });

  it('a route without a declaration is caught by the walk and marked in the matrix', async () => {
    const app = Fastify();
    registerRouteAnswers(app);
    app.get('/api/forgotten', async () => ({}));
    app.get('/api/declared', { config: { access: 'public' } }, async () => ({}));
    await app.ready();
    const undeclared = apiRoutesOf(app).filter((route) => !route.config?.access);
    expect(undeclared.map((r) => r.url)).toEqual(['/api/forgotten']);
    expect(accessMatrixMarkdown(apiRoutesOf(app))).toContain('| GET | `/api/forgotten` | **missing**');
    await app.close();
  });

  // One test per caller (issue 33): the whole walk was one 2,000-call test that ran past its limit on
  // a loaded machine; split, each part is bounded by its count of routes.
  for (const caller of CALLERS) {
    it(`answers 401/403 exactly where the declaration says, as ${caller.name}`, async () => {
      const subject: PolicySubject | null =
        'role' in caller ? { id: 1, role: caller.role, verified: caller.verified } : null;
      const mismatches: string[] = [];
      let calls = 0;
      for (const route of apiRoutesOf(ctx.app)) {
        const access = route.config?.access;
        if (!access) continue;
        const allowed = inAudience(subject, audienceOf(access));
        const status = await callAs(route, caller);
        calls++;
        const refused = status === 401 || status === 403;
        const expected = allowed ? 'not 401/403' : subject ? '403' : '401';
        const ok = allowed ? !refused : status === (subject ? 403 : 401);
        if (!ok) mismatches.push(`${route.method} ${route.url}: ${status}, expected ${expected}`);
      }
      expect(calls).toBeGreaterThan(40);
      expect(mismatches).toEqual([]);
    }, 120_000);
  }
});
