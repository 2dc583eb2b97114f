import { ZErrorResponse } from '@regal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.ts';
import { langOf } from '../../lib/messages/index.ts';
import { subjectOf } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { BackOfficeRepository } from './back-office.repository.ts';
import type { Actor, EntryAdminService } from './entry-admin.service.ts';
import type { createMediaFilesRepository } from './media-files.ts';
import type { ReleaseAdminService } from './release-admin.service.ts';

/** What the catalogue's route files share: the app type, answers every staff route may give, the actor. */
export type CatalogueApp = Parameters<FastifyPluginAsyncZod>[0];

export const e = ZErrorResponse;
/** Statuses every staff route can answer before its own work: bad input, guest, outside the audience. */
export const base = { 400: e, 401: e, 403: e } as const;

export function actorOf(request: FastifyRequest): Actor {
  const { user } = requireUser(request);
  const subject = subjectOf(request);
  if (!subject) throw new HttpError(401, 'Unauthenticated.');
  return { ...subject, username: user.username };
}
export const langIn = (request: FastifyRequest) => langOf(request.headers['accept-language']);

export interface CatalogueDeps {
  entries: EntryAdminService;
  releases: ReleaseAdminService;
  backOffice: BackOfficeRepository;
  media: ReturnType<typeof createMediaFilesRepository>;
  mediaMaxBytes: number;
}
