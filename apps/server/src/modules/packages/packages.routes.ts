import {
  ZErrorResponse,
  ZIdParam,
  ZPackage,
  ZPackageList,
  ZPackageMessage,
  ZPackageSave,
  ZPackagesBulk,
  ZPackagesQuery,
  ZPackagesResponse,
  ZPackageUpdate,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import type { PackagesService } from './packages.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const ZIdParams = z.object({ id: ZIdParam });

/** Packages (spec 02 §2 `pkg.edit`): list, create, edit, activate, verify, admin bulk. */
export function packagesRoutes(service: PackagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/packages',
      {
        config: { access: 'package.list' },
        schema: {
          tags: ['packages'],
          summary: 'Packages for the dashboard, 50 a page',
          querystring: ZPackagesQuery,
          response: { 200: ZPackagesResponse, ...errors },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/packages/mine',
      {
        config: { access: 'key.redeem' },
        schema: {
          tags: ['packages'],
          summary: 'The packages the caller unlocked with license keys',
          response: { 200: ZPackageList, ...errors },
        },
      },
      async (request) => ({ items: await service.unlocked(requireUser(request).user) }),
    );

    app.get(
      '/package/:id',
      {
        config: { access: 'package.list' },
        schema: {
          tags: ['packages'],
          summary: 'One package',
          params: ZIdParams,
          response: { 200: ZPackage, ...errors },
        },
      },
      async (request) => service.one(request.params.id),
    );

    app.post(
      '/package/create',
      {
        config: { access: 'package.edit' },
        schema: {
          tags: ['packages'],
          summary: 'Create a package',
          body: ZPackageSave,
          response: { 200: ZPackageMessage, ...errors },
        },
      },
      async (request) => service.create(requireUser(request).user, request.body),
    );

    app.patch(
      '/package/:id',
      {
        config: { access: 'package.edit' },
        schema: {
          tags: ['packages'],
          summary: 'Edit a package; active and verified switch its status',
          params: ZIdParams,
          body: ZPackageUpdate,
          response: { 200: ZPackageMessage, ...errors },
        },
      },
      async (request) => service.update(requireUser(request).user, request.params.id, request.body),
    );

    app.post(
      '/package/bulk',
      {
        config: { access: 'package.bulk' },
        schema: {
          tags: ['packages'],
          summary: 'Activate, deactivate or verify selected packages (admin)',
          body: ZPackagesBulk,
          response: { 200: ZPackageMessage, ...errors },
        },
      },
      async (request) => service.bulk(requireUser(request).user, request.body),
    );
  };
}
