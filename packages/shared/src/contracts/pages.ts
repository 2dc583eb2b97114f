import { z } from 'zod';
import { ZIdParam, zText } from './primitives.ts';

export const ZPageSeo = z.object({ title: z.string(), description: z.string() });

/** The languages a content page can be written in; German is the page's own text, English optional. */
export const PAGE_LANGS = ['de', 'en'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

/** The English version of a page as the editor stores it ('' SEO values: defaults from title/body). */
export const ZPageTranslation = z.object({ title: z.string(), body: z.string(), seo_stored: ZPageSeo });

/** Spec 02 §3 Page: a content page (about, privacy, terms, support, …) with search-engine data. */
export const ZContentPage = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Sanitised HTML: only formatting tags and http(s)/mailto links survive. */
  body: z.string(),
  seo: ZPageSeo,
  user: z.object({ username: z.string() }).nullable(),
  updated_at: z.string(),
  /** editor answers only: the SEO values the page stores ('' where the default applies) */
  seo_stored: ZPageSeo.optional(),
  /**
   * The language of title, body and SEO above: the asked one (Accept-Language) when the page has
   * it, else German (the web then says "only available in German").
   */
  lang: z.enum(PAGE_LANGS),
  /** editor answers only: the English version, null when the page has none */
  en: ZPageTranslation.nullable().optional(),
});
export type ContentPage = z.infer<typeof ZContentPage>;

export const ZPageSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ungültiger Seitenname.'),
});

/** Slugs the site links to itself (footer, rules page): they cannot be deleted. */
export const RESERVED_PAGE_SLUGS = ['about', 'privacy', 'term-of-service', 'support', 'rules'] as const;

const zSlug = z
  .string()
  .max(120)
  .regex(/^([a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Nur Kleinbuchstaben, Ziffern und Bindestriche.');

const ZPageSeoSave = z.object({
  title: zText().trim().max(200).optional(),
  description: zText().trim().max(1000).optional(),
});

/** `POST /api/page/create`, `PATCH /api/page/{id}`: an empty slug is made from the title. */
export const ZPageSave = z.object({
  title: zText().trim().min(2, 'Mindestens 2 Zeichen.').max(200),
  slug: zSlug.optional(),
  /** HTML from the editor: sanitised with the editor's allowlist on the server */
  body: zText().max(200_000),
  seo: ZPageSeoSave.optional(),
  /** The English version; null or left out: the page has none (English readers get German). */
  en: z
    .object({
      title: zText().trim().min(2, 'Mindestens 2 Zeichen.').max(200),
      body: zText().max(200_000),
      seo: ZPageSeoSave.optional(),
    })
    .nullable()
    .optional(),
});
export type PageSave = z.infer<typeof ZPageSave>;

export const ZPageListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  user: z.object({ username: z.string() }).nullable(),
  updated_at: z.string(),
  reserved: z.boolean(),
});
export type PageListItem = z.infer<typeof ZPageListItem>;
export const ZPageList = z.object({ items: z.array(ZPageListItem) });
export const ZPageMessage = z.object({ message: z.string(), item: ZContentPage.optional() });
export const ZPageIdParams = z.object({ id: ZIdParam });
