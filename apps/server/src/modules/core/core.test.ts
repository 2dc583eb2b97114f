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

  it("names the dropdown's apps in the request's language (German by default)", async () => {
    const names = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ url: '/api/core/apps', headers }))
        .json()
        .apps.map((a: { name: string; short: string }) => `${a.name}/${a.short}`);
    expect(await names({})).toEqual(['Katalog/KA', 'Suche/SU', 'sceneBOT/SB', 'Warez-Modus/WM', 'API/API']);
    expect(await names({ 'accept-language': 'en-US,en;q=0.9' })).toEqual([
      'Catalogue/CA',
      'Search/SE',
      'sceneBOT/SB',
      'Warez mode/WM',
      'API/API',
    ]);
    // The answer cache keeps one answer per language: German again after an English one.
    expect(await names({ 'accept-language': 'de' })).toContain('Katalog/KA');
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
