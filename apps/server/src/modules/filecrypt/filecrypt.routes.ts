import {
  canSeeDashboard,
  ZErrorResponse,
  ZFilecryptContainerParams,
  ZFilecryptCreateRequest,
  ZFilecryptCreateResponse,
  ZFilecryptGetLinksRequest,
  ZFilecryptGetLinksResponse,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';
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
        const { user } = requireRole(request, canSeeDashboard);
        return service.getLinks(user, request.params.id, request.body?.release_id);
      },
    );

    app.post(
      '/filecrypt/createContainer',
      {
        schema: {
          tags: ['filecrypt'],
          summary: 'Create a filecrypt container from links (one mirror)',
          body: ZFilecryptCreateRequest,
          response: { 200: ZFilecryptCreateResponse, 400: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = requireRole(request, canSeeDashboard);
        return service.createContainer(user, request.body.name, request.body.links);
      },
    );
  };
}
