import {
  ZEditorReleaseResponse,
  ZEntryReleasesResponse,
  ZIdParams,
  ZMessageResponse,
  ZReassignResponse,
  ZReleaseCreateRequest,
  ZReleaseCryptedLinksRequest,
  ZReleaseDeleteQuery,
  ZReleaseIdRequest,
  ZReleaseIdsRequest,
  ZReleaseReassignRequest,
  ZReleaseUpdateRequest,
  ZTelegramResponse,
  ZTrashPage,
  ZTrashQuery,
} from '@regal/shared';
import { actorOf, base, type CatalogueApp, type CatalogueDeps, e, langIn } from './catalogue-route-kit.ts';
import { say } from './messages.ts';

/** Releases of an entry: create, update, crypted links, delete and restore, Telegram, reassign, trash. */
export function registerReleaseAdminRoutes(app: CatalogueApp, deps: CatalogueDeps): void {
  app.get(
    '/release/ofEntry/:id',
    {
      config: { access: 'release.create' },
      schema: {
        tags: ['back office'],
        summary: "An entry's releases for the editor (upper: own only)",
        params: ZIdParams,
        response: { 200: ZEntryReleasesResponse, ...base, 404: e },
      },
    },
    async (request) => deps.releases.ofEntry(actorOf(request), request.params.id, langIn(request)),
  );

  app.post(
    '/release/create',
    {
      config: { access: 'release.create' },
      schema: {
        tags: ['back office'],
        summary: 'Create a release on an entry',
        body: ZReleaseCreateRequest,
        response: { 200: ZEditorReleaseResponse, ...base, 404: e },
      },
    },
    async (request) => ({
      message: say(request, 'releaseCreated'),
      item: await deps.releases.create(actorOf(request), request.body, langIn(request)),
    }),
  );

  app.post(
    '/release/update',
    {
      config: { access: 'release.update' },
      schema: {
        tags: ['back office'],
        summary: 'Update a release; a stale version answers 409',
        body: ZReleaseUpdateRequest,
        response: { 200: ZEditorReleaseResponse, ...base, 404: e, 409: e },
      },
    },
    async (request) => ({
      message: say(request, 'releaseUpdated'),
      item: await deps.releases.update(actorOf(request), request.body, langIn(request)),
    }),
  );

  app.post(
    '/release/update/cryptedLinks',
    {
      config: { access: 'release.editCryptedLinks' },
      schema: {
        tags: ['back office'],
        summary: 'Crypted links and their status images (admin)',
        body: ZReleaseCryptedLinksRequest,
        response: { 200: ZEditorReleaseResponse, ...base, 404: e },
      },
    },
    async (request) => ({
      message: say(request, 'cryptedSaved'),
      item: await deps.releases.updateCryptedLinks(actorOf(request), request.body, langIn(request)),
    }),
  );

  app.post(
    '/release/delete',
    {
      config: { access: 'release.update' },
      schema: {
        tags: ['back office'],
        summary: 'Move releases to the trash; ?force deletes trashed ones for good',
        querystring: ZReleaseDeleteQuery,
        body: ZReleaseIdsRequest,
        response: { 200: ZMessageResponse, ...base, 404: e, 409: e },
      },
    },
    async (request) => {
      const ids = request.body.ids ?? (request.body.id !== undefined ? [request.body.id] : []);
      const force =
        request.query.force !== undefined && request.query.force !== '0' && request.query.force !== 'false';
      return { message: await deps.releases.remove(actorOf(request), ids, force, langIn(request)) };
    },
  );

  app.post(
    '/release/restore',
    {
      config: { access: 'release.update' },
      schema: {
        tags: ['back office'],
        summary: 'Restore a trashed release',
        body: ZReleaseIdRequest,
        response: { 200: ZEditorReleaseResponse, ...base, 404: e, 409: e },
      },
    },
    async (request) => ({
      message: say(request, 'releaseRestored'),
      item: await deps.releases.restore(actorOf(request), request.body.id, langIn(request)),
    }),
  );

  app.post(
    '/release/sendToTelegram',
    {
      config: { access: 'release.sendToTelegram' },
      schema: {
        tags: ['back office'],
        summary: 'Post a release to the Telegram channel',
        body: ZReleaseIdRequest,
        response: { 200: ZTelegramResponse, ...base, 404: e, 409: e, 502: e, 503: e },
      },
    },
    async (request) => deps.releases.sendToTelegram(actorOf(request), request.body.id, langIn(request)),
  );

  app.post(
    '/release/reassignToEntry',
    {
      config: { access: 'release.update' },
      schema: {
        tags: ['back office'],
        summary: 'Move a release to another entry (one call per release)',
        body: ZReleaseReassignRequest,
        response: { 200: ZReassignResponse, ...base, 404: e, 409: e },
      },
    },
    async (request) =>
      deps.releases.reassign(actorOf(request), request.body.id, request.body.entry_id, langIn(request)),
  );

  app.get(
    '/release/deleted',
    {
      config: { access: 'release.create' },
      schema: {
        tags: ['back office'],
        summary: 'Trashed releases (upper: own only)',
        querystring: ZTrashQuery,
        response: { 200: ZTrashPage, ...base },
      },
    },
    async (request) => deps.releases.trash(actorOf(request), request.query),
  );
}
