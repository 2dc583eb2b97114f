import { createRequire } from 'node:module';
import {
  ZAssignableUsersResponse,
  ZCountriesResponse,
  ZDashboardHome,
  ZMyContainersPage,
  ZMyContainersQuery,
} from '@regal/shared';
import type { LocaleData } from 'i18n-iso-countries';
import { lazyModule } from '../../lib/lazy-module.ts';
import { actorOf, base, type CatalogueApp, type CatalogueDeps, langIn } from './catalogue-route-kit.ts';

// Loaded with require: the bundle (esbuild, packages external) keeps no JSON import attributes.
const requireJson = createRequire(import.meta.url);
/** The country names, with German and English, loaded by the first editor that asks (lib/lazy-module.ts). */
const countryNames = lazyModule(async () => {
  const countries = (await import('i18n-iso-countries')).default;
  countries.registerLocale(requireJson('i18n-iso-countries/langs/de.json') as LocaleData);
  countries.registerLocale(requireJson('i18n-iso-countries/langs/en.json') as LocaleData);
  return countries;
});

/** What the editor's pickers and the dashboard's home read: countries, assignable users, home, own containers. */
export function registerLookupRoutes(app: CatalogueApp, deps: CatalogueDeps): void {
  app.get(
    '/countries/all',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags: ['back office'],
        summary: 'Countries (alpha2, name) for release languages',
        response: { 200: ZCountriesResponse, ...base },
      },
    },
    async (request) => {
      const lang = langIn(request);
      const names = (await countryNames()).getNames(lang, { select: 'official' });
      const list = Object.entries(names)
        .map(([alpha2, name]) => ({ alpha2: alpha2.toLowerCase(), name }))
        .sort((a, b) => a.name.localeCompare(b.name, lang));
      return { countries: list };
    },
  );

  app.get(
    '/members/getUsersToAssign',
    {
      config: { access: 'member.listAssignable' },
      schema: {
        tags: ['back office'],
        summary: 'Users an entry or release can be bound to',
        response: { 200: ZAssignableUsersResponse, ...base },
      },
    },
    async () => ({ items: await deps.backOffice.assignableUsers() }),
  );

  app.get(
    '/dashboard/home',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags: ['back office'],
        summary: 'Dashboard home: 30-day figures, queues, newest staff actions',
        response: { 200: ZDashboardHome, ...base },
      },
    },
    async (request) => deps.backOffice.home(actorOf(request).id),
  );

  app.get(
    '/dashboard/myfilecrypt',
    {
      config: { access: 'container.listOwn' },
      schema: {
        tags: ['back office'],
        summary: 'The filecrypt containers the caller created',
        querystring: ZMyContainersQuery,
        response: { 200: ZMyContainersPage, ...base },
      },
    },
    async (request) => deps.backOffice.myContainers(actorOf(request).id, request.query.page),
  );
}
