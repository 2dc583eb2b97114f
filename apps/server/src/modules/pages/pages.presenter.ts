import {
  type ContentPage,
  type PageLang,
  type PageListItem,
  RESERVED_PAGE_SLUGS,
  stripMarkup,
} from '@regal/shared';
import type { PageRow } from '../../db/schema/pages.ts';
import { sanitizePageBody } from './page-body.ts';

/** The stored SEO description, else the body's text (markup stripped) up to 300 characters. */
export function seoDescriptionOf(row: Pick<PageRow, 'seo' | 'body'>): string {
  if (row.seo.description) return row.seo.description;
  const text = stripMarkup(sanitizePageBody(row.body));
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text;
}

/**
 * A page in the asked language: the English version when asked for and written, else German
 * (`lang` says which one it is). Editor answers carry both versions' stored values.
 */
export function presentPage(
  row: PageRow,
  username: string | null,
  forEditor = false,
  lang: PageLang = 'de',
): ContentPage {
  const english = row.translations.en;
  const text = lang === 'en' && english ? english : { title: row.title, body: row.body, seo: row.seo };
  return {
    ...(forEditor
      ? {
          seo_stored: { title: row.seo.title ?? '', description: row.seo.description ?? '' },
          en: english
            ? {
                title: english.title,
                body: sanitizePageBody(english.body),
                seo_stored: { title: english.seo.title ?? '', description: english.seo.description ?? '' },
              }
            : null,
        }
      : {}),
    id: row.id,
    title: text.title,
    slug: row.slug,
    body: sanitizePageBody(text.body),
    // Without their own SEO data, pages fall back to the title and the body's text.
    seo: { title: text.seo.title || text.title, description: seoDescriptionOf(text) },
    lang: lang === 'en' && english ? 'en' : 'de',
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
