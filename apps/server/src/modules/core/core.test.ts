import { APP_VERSION } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('core API', () => {
  it('lists the apps of the dropdown', async () => {
    const res = await ctx.app.inject({ url: '/api/core/apps' });
    expect(res.statusCode).toBe(200);
    const { apps } = res.json();
    expect(apps.length).toBeGreaterThan(0);
    expect(Object.keys(apps[0]).sort()).toEqual(['color', 'icon', 'image', 'name', 'short', 'url']);
  });

  it('reports health with the database reachable', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', version: APP_VERSION });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/entries/{uid}', '/api/entries/type/{type}', '/api/core/apps']),
    );
    expect(
      doc.paths['/api/entries/type/{type}'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('sortBy');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('refuses malformed JSON bodies with a clear 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/core/apps',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().statusCode).toBe(res.statusCode);
  });
});
