import { createRequire } from 'node:module';
import multipart from '@fastify/multipart';
import {
  ZAllAppsQuery,
  ZAllAppsResponse,
  ZAssignableUsersResponse,
  ZAuditItemParams,
  ZAuditListResponse,
  ZCountriesResponse,
  ZDashboardEntryListQuery,
  ZDashboardEntryPage,
  ZDashboardHome,
  ZEditorEntryResponse,
  ZEditorReleaseResponse,
  ZEntryBulkRequest,
  ZEntryBulkResponse,
  ZEntryInput,
  ZEntryReleasesResponse,
  ZEntryUpdateRequest,
  ZErrorResponse,
  ZIdParams,
  ZMediaUploadQuery,
  ZMediaUploadResponse,
  ZMessageResponse,
  ZMyContainersPage,
  ZMyContainersQuery,
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
  zText,
} from '@regal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { langOf } from '../../lib/messages/index.ts';
import { subjectOf } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ZFileBody } from '../../plugins/route-answers.ts';
import { sniffImageKind, UnreadableImageError } from '../account/avatar-image.ts';
import type { BackOfficeRepository } from './back-office.repository.ts';
import type { Actor, EntryAdminService } from './entry-admin.service.ts';
import { type createMediaFilesRepository, reencodeMedia } from './media-files.ts';
import { say } from './messages.ts';
import type { ReleaseAdminService } from './release-admin.service.ts';

// Loaded with require: the bundle (esbuild, packages external) keeps no JSON import attributes.
const requireJson = createRequire(import.meta.url);
countries.registerLocale(requireJson('i18n-iso-countries/langs/de.json') as countries.LocaleData);
countries.registerLocale(requireJson('i18n-iso-countries/langs/en.json') as countries.LocaleData);

const e = ZErrorResponse;
/** Statuses every staff route can answer before its own work: bad input, guest, outside the audience. */
const base = { 400: e, 401: e, 403: e } as const;

function actorOf(request: FastifyRequest): Actor {
  const { user } = requireUser(request);
  const subject = subjectOf(request);
  if (!subject) throw new HttpError(401, 'Unauthenticated.');
  return { ...subject, username: user.username };
}
const langIn = (request: FastifyRequest) => langOf(request.headers['accept-language']);

export interface CatalogueDeps {
  entries: EntryAdminService;
  releases: ReleaseAdminService;
  backOffice: BackOfficeRepository;
  media: ReturnType<typeof createMediaFilesRepository>;
  mediaMaxBytes: number;
}

export function catalogueRoutes(deps: CatalogueDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // ---- entry lists and editor -----------------------------------------------------------------
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
        return { count, message: say(request, 'bulkDone', { count, action: request.body.action }) };
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

    // ---- releases --------------------------------------------------------------------------------
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

    // ---- lookups ---------------------------------------------------------------------------------
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
        const names = countries.getNames(lang, { select: 'official' });
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

    // ---- media -----------------------------------------------------------------------------------
    app.get(
      '/media/file/:name',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          summary: 'An uploaded poster, backdrop or screenshot (WebP)',
          params: z.object({ name: zText().max(40) }),
          response: { 200: { content: { 'image/webp': { schema: ZFileBody } } }, 400: e, 404: e },
        },
      },
      async (request, reply) => {
        const bytes = await deps.media.read(request.params.name);
        if (!bytes) throw notFound(say(request, 'mediaNotFound'));
        // Names carry a random token and are never reused: cache for good.
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(bytes);
      },
    );

    await app.register(async (plain) => {
      const uploads = plain.withTypeProvider<ZodTypeProvider>();
      await uploads.register(multipart, {
        limits: {
          fileSize: deps.mediaMaxBytes,
          files: 1,
          fields: 5,
          parts: 6,
          fieldSize: 1024,
          headerPairs: 50,
        },
        throwFileSizeLimit: true,
      });
      uploads.post(
        '/media/upload',
        {
          config: { access: 'media.upload' },
          schema: {
            tags: ['back office'],
            summary: 'Upload a poster, backdrop or screenshot (multipart field "image"); re-encoded to WebP',
            consumes: ['multipart/form-data'],
            querystring: ZMediaUploadQuery,
            response: { 200: ZMediaUploadResponse, ...base, 413: e },
          },
        },
        async (request) => {
          const actor = actorOf(request);
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > deps.mediaMaxBytes + 16 * 1024)
            throw new HttpError(413, say(request, 'mediaTooLarge'), { image: say(request, 'mediaTooLarge') });
          if (!request.isMultipart()) throw badRequest({ image: say(request, 'mediaMissing') });
          let bytes: Buffer | null = null;
          try {
            for await (const part of request.parts()) {
              if (part.type !== 'file') continue;
              const data = await part.toBuffer();
              if (part.fieldname === 'image' && data.length > 0 && !bytes) bytes = data;
            }
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new HttpError(413, say(request, 'mediaTooLarge'), {
                image: say(request, 'mediaTooLarge'),
              });
            }
            throw badRequest({ image: say(request, 'mediaUnreadable') });
          }
          if (!bytes) throw badRequest({ image: say(request, 'mediaMissing') });
          const kind = sniffImageKind(bytes);
          if (!kind) throw badRequest({ image: say(request, 'mediaUnreadable') });
          let encoded: Awaited<ReturnType<typeof reencodeMedia>>;
          try {
            encoded = await reencodeMedia(bytes, kind, request.query.kind);
          } catch (error) {
            if (error instanceof UnreadableImageError)
              throw badRequest({ image: say(request, 'mediaUnreadable') });
            throw error;
          }
          const saved = await deps.media.save({
            kind: request.query.kind,
            entryId: request.query.entry_id ?? null,
            userId: actor.id,
            ...encoded,
          });
          return {
            message: say(request, 'mediaSaved'),
            url: saved.url,
            width: encoded.width,
            height: encoded.height,
          };
        },
      );
    });
  };
}
