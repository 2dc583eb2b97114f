import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

const ctx = useTestApp();
const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('content pages in two languages (issue 14, decision 021)', () => {
  it.each(['about', 'privacy', 'term-of-service', 'support', 'rules'])(
    'serves the default %s page in English to English readers, German to the rest',
    async (slug) => {
      const english = await ctx.app.inject({ url: `/api/pages/${slug}`, headers: EN });
      expect(english.statusCode).toBe(200);
      expect(english.headers.vary).toContain('Accept-Language');
      const page = english.json();
      expect(page.lang).toBe('en');
      expect(page.body).toContain('<h2>');
      expect(page.body).not.toMatch(/\b(und|der|die|das|nicht)\b/);
      expect(page.seo.description).not.toMatch(/\b(und|der|die|das)\b/);
      const german = (await ctx.app.inject({ url: `/api/pages/${slug}` })).json();
      expect(german.lang).toBe('de');
      expect(german.body).not.toBe(page.body);
      const asked = (
        await ctx.app.inject({ url: `/api/pages/${slug}`, headers: { 'accept-language': 'de-DE,en;q=0.5' } })
      ).json();
      expect(asked.lang).toBe('de');
    },
  );

  it('the terms page: "Terms of service" in English, "Nutzungsbedingungen" in German', async () => {
    const english = (await ctx.app.inject({ url: '/api/pages/term-of-service', headers: EN })).json();
    expect(english).toMatchObject({ title: 'Terms of service', seo: { title: 'Regal terms of service' } });
    const german = (await ctx.app.inject({ url: '/api/pages/term-of-service' })).json();
    expect(german.title).toBe('Nutzungsbedingungen');
  });

  it('the editor saves, shows and removes the English version; without one English readers get German', async () => {
    const mod = await buildUser(ctx.db, { role: 'mod', username: 'page_translator' });
    const headers = await authHeaders(ctx.db, mod);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/page/create',
      headers,
      payload: { title: 'Impressum', body: '<p>Angaben gemäß Gesetz.</p>' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().item.id;
    expect(created.json().item.en).toBeNull();

    const fallback = (await ctx.app.inject({ url: '/api/pages/impressum', headers: EN })).json();
    expect(fallback).toMatchObject({ lang: 'de', title: 'Impressum', body: '<p>Angaben gemäß Gesetz.</p>' });

    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/page/${id}`,
      headers,
      payload: {
        title: 'Impressum',
        body: '<p>Angaben gemäß Gesetz.</p>',
        en: {
          title: 'Imprint',
          body: '<p>Legal details.</p><script>alert(1)</script>',
          seo: { description: 'Who runs this site' },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().item.en).toEqual({
      title: 'Imprint',
      body: '<p>Legal details.</p>',
      seo_stored: { title: '', description: 'Who runs this site' },
    });
    const english = (await ctx.app.inject({ url: '/api/pages/impressum', headers: EN })).json();
    expect(english).toMatchObject({
      lang: 'en',
      title: 'Imprint',
      body: '<p>Legal details.</p>',
      seo: { title: 'Imprint', description: 'Who runs this site' },
    });
    const editor = (await ctx.app.inject({ url: `/api/page/${id}`, headers })).json();
    expect(editor.en.title).toBe('Imprint');
    expect(editor.title).toBe('Impressum');

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, String(id)), eq(auditLog.action, 'page.edit')));
    expect(audit?.changes.en_title).toEqual({ from: '', to: 'Imprint' });

    const tooShort = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/page/${id}`,
      headers,
      payload: { title: 'Impressum', body: '<p>x</p>', en: { title: 'I', body: '' } },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(Object.keys(tooShort.json().errors)).toEqual(['en.title']);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/page/${id}`,
      headers,
      payload: { title: 'Impressum', body: '<p>Angaben gemäß Gesetz.</p>', en: null },
    });
    const removed = (await ctx.app.inject({ url: '/api/pages/impressum', headers: EN })).json();
    expect(removed).toMatchObject({ lang: 'de', title: 'Impressum' });
  });
});
