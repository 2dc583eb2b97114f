import { type ContentPage, type PageListItem, RESERVED_PAGE_SLUGS, stripMarkup } from '@regal/shared';
import type { PageRow } from '../../db/schema/pages.ts';
import { sanitizePageBody } from './page-body.ts';

/** The stored SEO description, else the body's text (markup stripped) up to 300 characters. */
export function seoDescriptionOf(row: Pick<PageRow, 'seo' | 'body'>): string {
  if (row.seo.description) return row.seo.description;
  const text = stripMarkup(sanitizePageBody(row.body));
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text;
}

export function presentPage(row: PageRow, username: string | null, forEditor = false): ContentPage {
  return {
    ...(forEditor
      ? { seo_stored: { title: row.seo.title ?? '', description: row.seo.description ?? '' } }
      : {}),
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: sanitizePageBody(row.body),
    // Without their own SEO data, pages fall back to the title and the body's text.
    seo: { title: row.seo.title || row.title, description: seoDescriptionOf(row) },
    user: username ? { username } : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentPageListItem(row: PageRow, username: string | null): PageListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    user: username ? { username } : null,
    updated_at: row.updatedAt.toISOString(),
    reserved: (RESERVED_PAGE_SLUGS as readonly string[]).includes(row.slug),
  };
}
