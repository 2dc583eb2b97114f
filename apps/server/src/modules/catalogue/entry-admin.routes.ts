import {
  type EntryBulkAction,
  ZAllAppsQuery,
  ZAllAppsResponse,
  ZAuditItemParams,
  ZAuditListResponse,
  ZDashboardEntryListQuery,
  ZDashboardEntryPage,
  ZEditorEntryResponse,
  ZEntryBulkRequest,
  ZEntryBulkResponse,
  ZEntryInput,
  ZEntryUpdateRequest,
  ZIdParams,
} from '@regal/shared';
import { actorOf, base, type CatalogueApp, type CatalogueDeps, e, langIn } from './catalogue-route-kit.ts';
import { type CatalogueText, say } from './messages.ts';

/** The answer's sentence for each bulk action. */
const BULK_DONE: Record<EntryBulkAction, CatalogueText> = {
  activate: 'bulkActivate',
  disable: 'bulkDisable',
  delete: 'bulkDelete',
  restore: 'bulkRestore',
  forceDelete: 'bulkForceDelete',
  notDuplicate: 'bulkNotDuplicate',
};

/** Entry lists (with their bulk actions), the editor's entry reads and writes, an item's history. */
export function registerEntryAdminRoutes(app: CatalogueApp, deps: CatalogueDeps): void {
  app.get(
    '/dashboard/entries',
    {
      config: { access: 'entry.list' },
      schema: {
        tags: ['back office'],
        summary: 'Dashboard entry lists (spec 01 §2), 50 a page',
        querystring: ZDashboardEntryListQuery,
        response: { 200: ZDashboardEntryPage, ...base },
      },
    },
    async (request) => deps.entries.list(actorOf(request), request.query),
  );

  app.post(
    '/dashboard/entries/bulk',
    {
      config: { access: 'entry.delete' },
      schema: {
        tags: ['back office'],
        summary:
          'Activate, disable, trash, restore, force delete, mark not-a-duplicate (several ids: admins)',
        body: ZEntryBulkRequest,
        response: { 200: ZEntryBulkResponse, ...base, 404: e },
      },
    },
    async (request) => {
      const { count } = await deps.entries.bulk(
        actorOf(request),
        request.body.action,
        request.body.ids,
        langIn(request),
      );
      return { count, message: say(request, BULK_DONE[request.body.action], { count }) };
    },
  );

  app.get(
    '/entry/allApps',
    {
      config: { access: 'entry.list' },
      schema: {
        tags: ['back office'],
        summary: 'Entry search of the re-assign panel (spec 02 §7)',
        querystring: ZAllAppsQuery,
        response: { 200: ZAllAppsResponse, ...base },
      },
    },
    async (request) => deps.entries.allApps(request.query),
  );

  app.get(
    '/entry/get/:id',
    {
      config: { access: 'entry.list' },
      schema: {
        tags: ['back office'],
        summary: 'An entry as the editor loads it (with its version)',
        params: ZIdParams,
        response: { 200: ZEditorEntryResponse, ...base, 404: e },
      },
    },
    async (request) => ({
      message: 'ok',
      item: await deps.entries.get(request.params.id, langIn(request)),
    }),
  );

  app.post(
    '/entry/create',
    {
      config: { access: 'entry.create' },
      schema: {
        tags: ['back office'],
        summary: 'Create an entry',
        body: ZEntryInput,
        response: { 200: ZEditorEntryResponse, ...base },
      },
    },
    async (request) => ({
      message: say(request, 'entryCreated'),
      item: await deps.entries.create(actorOf(request), request.body, langIn(request)),
    }),
  );

  app.post(
    '/entry/update',
    {
      config: { access: 'entry.update' },
      schema: {
        tags: ['back office'],
        summary: 'Update an entry; a stale version answers 409',
        body: ZEntryUpdateRequest,
        response: { 200: ZEditorEntryResponse, ...base, 404: e, 409: e },
      },
    },
    async (request) => ({
      message: say(request, 'entryUpdated'),
      item: await deps.entries.update(actorOf(request), request.body, langIn(request)),
    }),
  );

  app.get(
    '/audit/item/:type/:id',
    {
      config: { access: 'entry.history' },
      schema: {
        tags: ['back office'],
        summary: 'History of an entry (with its releases) or a release',
        params: ZAuditItemParams,
        response: { 200: ZAuditListResponse, ...base },
      },
    },
    async (request) => ({ items: await deps.backOffice.history(request.params.type, request.params.id) }),
  );
}
