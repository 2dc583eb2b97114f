import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { pages } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { sanitizePageBody } from './page-body.ts';

const ctx = useTestApp();

describe('content pages API', () => {
  it.each(['about', 'privacy', 'term-of-service', 'support'])('ships the German %s page', async (slug) => {
    const res = await ctx.app.inject({ url: `/api/pages/${slug}` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.slug).toBe(slug);
    expect(page.body).toContain('<h2>');
    expect(page.seo.title.length).toBeGreaterThan(3);
    expect(page.seo.description.length).toBeGreaterThan(20);
  });

  it('presents the author and sanitises the body on the way out', async () => {
    const author = await buildUser(ctx.db, { username: 'redaktion' });
    await ctx.db.insert(pages).values({
      title: 'Regeln',
      slug: 'regeln-alt',
      userId: author.id,
      body: '<p onclick="x()">Hallo <a href="javascript:alert(1)">böse</a> <a href="https://example.org">gut</a></p><script>alert(1)</script>',
    });
    const page = (await ctx.app.inject({ url: '/api/pages/regeln-alt' })).json();
    expect(page.user).toEqual({ username: 'redaktion' });
    expect(page.seo).toEqual({ title: 'Regeln', description: 'Hallo böse gut' });
    expect(page.body).not.toContain('script');
    expect(page.body).not.toContain('onclick');
    expect(page.body).not.toContain('javascript:');
    expect(page.body).toContain('<a href="https://example.org" rel="noopener noreferrer">gut</a>');
  });

  it('answers 404 for unknown pages and 400 for malformed slugs', async () => {
    const missing = await ctx.app.inject({ url: '/api/pages/gibt-es-nicht' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Seite nicht gefunden.');
    const bad = await ctx.app.inject({ url: '/api/pages/Bad_Slug!' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['slug']);
  });

  it('keeps headings, lists and links when sanitising', () => {
    expect(sanitizePageBody('<h2>A</h2><ul><li>b</li></ul><img src=x onerror=y>')).toBe(
      '<h2>A</h2><ul><li>b</li></ul>',
    );
  });
});
