import type { ContentPage } from '@regal/shared';
import { notFound } from '../../lib/http-errors.ts';
import { presentPage } from './pages.presenter.ts';
import type { PagesRepository } from './pages.repository.ts';

export function createPagesService(repo: PagesRepository) {
  return {
    async bySlug(slug: string): Promise<ContentPage> {
      const found = await repo.findBySlug(slug);
      if (!found) throw notFound('Seite nicht gefunden.');
      return presentPage(found.page, found.username);
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
