import {
  type ContentPage,
  type PageLang,
  type PageListItem,
  type PageSave,
  RESERVED_PAGE_SLUGS,
  slugify,
} from '@regal/shared';
import type { Database } from '../../db/client.ts';
import type { PageSeo, PageTranslations, UserRow } from '../../db/schema/index.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { sanitizePageBody } from './page-body.ts';
import { presentPage, presentPageListItem } from './pages.presenter.ts';
import { createPagesRepository } from './pages.repository.ts';

export const PAGE_MESSAGES = {
  notFound: 'Seite nicht gefunden.',
  slugTaken: 'Diese Adresse hat schon eine andere Seite.',
  slugEmpty: 'Aus diesem Titel lässt sich keine Adresse bilden.',
  reserved: 'Diese Seite ist mit der Website verlinkt und kann nicht gelöscht werden.',
  saved: 'Seite gespeichert.',
  created: 'Seite angelegt.',
  deleted: 'Seite gelöscht.',
} as const;

const seoOf = (input: PageSave['seo']): PageSeo => {
  const seo: PageSeo = {};
  if (input?.title) seo.title = input.title;
  if (input?.description) seo.description = input.description;
  return seo;
};

/** The stored form of a save: sanitised bodies, slug from the title when none is given. */
function stored(body: PageSave) {
  const slug = (body.slug || slugify(body.title)).slice(0, 120).replace(/-+$/, '');
  if (!slug) throw badRequest({ slug: PAGE_MESSAGES.slugEmpty });
  const translations: PageTranslations = body.en
    ? { en: { title: body.en.title, body: sanitizePageBody(body.en.body), seo: seoOf(body.en.seo) } }
    : {};
  return { title: body.title, slug, body: sanitizePageBody(body.body), seo: seoOf(body.seo), translations };
}

/** The audited fields of a page, the English ones included. */
const auditedOf = (page: {
  title: string;
  slug: string;
  body: string;
  seo: PageSeo;
  translations: PageTranslations;
}) => ({
  title: page.title,
  slug: page.slug,
  body: page.body,
  seo_title: page.seo.title ?? '',
  seo_description: page.seo.description ?? '',
  en_title: page.translations.en?.title ?? '',
  en_body: page.translations.en?.body ?? '',
  en_seo_title: page.translations.en?.seo.title ?? '',
  en_seo_description: page.translations.en?.seo.description ?? '',
});

export function createPagesService(db: Database) {
  const repo = createPagesRepository(db);
  return {
    async bySlug(slug: string, lang: PageLang = 'de'): Promise<ContentPage> {
      const found = await repo.findBySlug(slug);
      if (!found) throw notFound(PAGE_MESSAGES.notFound);
      return presentPage(found.page, found.username, false, lang);
    },

    async byId(id: number): Promise<ContentPage> {
      const found = await repo.findById(id);
      if (!found) throw notFound(PAGE_MESSAGES.notFound);
      return presentPage(found.page, found.username, true);
    },

    async list(): Promise<PageListItem[]> {
      return (await repo.all()).map((row) => presentPageListItem(row.page, row.username));
    },

    async create(actor: UserRow, body: PageSave): Promise<{ message: string; item: ContentPage }> {
      const values = stored(body);
      const row = await db.transaction(async (tx) => {
        const pages = createPagesRepository(tx);
        if (await pages.slugTaken(values.slug))
          throw conflict(PAGE_MESSAGES.slugTaken, { slug: PAGE_MESSAGES.slugTaken });
        const created = await pages.insert({ ...values, userId: actor.id });
        if (!created) throw conflict(PAGE_MESSAGES.slugTaken, { slug: PAGE_MESSAGES.slugTaken });
        await recordAudit(tx, {
          actor,
          action: values.slug === 'rules' ? 'rules.edit' : 'page.create',
          itemType: 'page',
          itemId: created.id,
          itemLabel: created.title,
          changes: diffFields(null, { title: created.title, slug: created.slug }),
        });
        return created;
      });
      return { message: PAGE_MESSAGES.created, item: presentPage(row, actor.username, true) };
    },

    async update(
      actor: UserRow,
      id: number,
      body: PageSave,
    ): Promise<{ message: string; item: ContentPage }> {
      const values = stored(body);
      const row = await db.transaction(async (tx) => {
        const pages = createPagesRepository(tx);
        const found = await pages.findById(id);
        if (!found) throw notFound(PAGE_MESSAGES.notFound);
        // The linked pages keep their address: the footer and the rules page point at it.
        if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(found.page.slug))
          values.slug = found.page.slug;
        if (await pages.slugTaken(values.slug, id))
          throw conflict(PAGE_MESSAGES.slugTaken, { slug: PAGE_MESSAGES.slugTaken });
        const updated = await pages.update(id, { ...values, userId: actor.id });
        if (!updated) throw notFound(PAGE_MESSAGES.notFound);
        const { page } = found;
        await recordAudit(tx, {
          actor,
          action: page.slug === 'rules' ? 'rules.edit' : 'page.edit',
          itemType: 'page',
          itemId: id,
          itemLabel: updated.title,
          changes: diffFields(auditedOf(page), auditedOf(updated)),
        });
        return updated;
      });
      return { message: PAGE_MESSAGES.saved, item: presentPage(row, actor.username, true) };
    },

    async remove(actor: UserRow, id: number): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const pages = createPagesRepository(tx);
        const found = await pages.findById(id);
        if (!found) throw notFound(PAGE_MESSAGES.notFound);
        if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(found.page.slug))
          throw conflict(PAGE_MESSAGES.reserved);
        await pages.remove(id);
        await recordAudit(tx, {
          actor,
          action: 'page.delete',
          itemType: 'page',
          itemId: id,
          itemLabel: found.page.title,
          changes: diffFields(
            { title: found.page.title, slug: found.page.slug },
            { title: null, slug: null },
          ),
        });
      });
      return { message: PAGE_MESSAGES.deleted };
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
