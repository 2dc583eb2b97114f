import {
  ZErrorResponse,
  ZFilecryptContainerParams,
  ZFilecryptCreateRequest,
  ZFilecryptCreateResponse,
  ZFilecryptGetLinksRequest,
  ZFilecryptGetLinksResponse,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectOf } from '../../plugins/access.ts';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import type { FilecryptService } from './filecrypt.service.ts';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  502: ZErrorResponse,
  503: ZErrorResponse,
  504: ZErrorResponse,
};

/** Back-office filecrypt calls (spec 02 §7): staff only (admin, mod, upper). */
export function filecryptRoutes(service: FilecryptService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filecrypt/getLinks/:id',
      {
        config: { access: 'filecrypt.use' },
        schema: {
          tags: ['filecrypt'],
          summary:
            "A container's links; with release_id, sets the release's host link, direct links and parts",
          params: ZFilecryptContainerParams,
          body: ZFilecryptGetLinksRequest.nullish(),
          response: { 200: ZFilecryptGetLinksResponse, 400: ZErrorResponse, 404: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = requireVerifiedUser(request);
        const subject = subjectOf(request);
        if (!subject) throw new Error('access plugin let a guest through');
        return service.getLinks({ ...subject, user }, request.params.id, request.body?.release_id);
      },
    );

    app.post(
      '/filecrypt/createContainer',
      {
        config: { access: 'filecrypt.use' },
        schema: {
          tags: ['filecrypt'],
          summary: 'Create a filecrypt container from links (one mirror)',
          body: ZFilecryptCreateRequest,
          response: { 200: ZFilecryptCreateResponse, 400: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = requireVerifiedUser(request);
        return service.createContainer(user, request.body.name, request.body.links);
      },
    );
  };
}
