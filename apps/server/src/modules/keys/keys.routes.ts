import {
  ZErrorResponse,
  ZKeyKindParams,
  ZKeysCreate,
  ZKeysMessage,
  ZKeysQuery,
  ZKeysResponse,
  ZKeysUpdate,
  ZKeyValue,
  ZLicenseRedeemResponse,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../lib/messages/index.ts';
import { consumeRateLimits, type RateLimitStore } from '../../lib/rate-limit.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { KeysService } from './keys.service.ts';
import { redeemRules } from './redeem-limits.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Beta and license keys (spec 02 §2/§4/§7; list, create and update endpoints are ours, decision 015). */
export function keysRoutes(service: KeysService, limits: RateLimitStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/key/:kind/list',
      {
        config: { access: 'key.manage' },
        schema: {
          tags: ['keys'],
          summary: 'Beta or license keys, 50 a page, newest first',
          params: ZKeyKindParams,
          querystring: ZKeysQuery,
          response: { 200: ZKeysResponse, ...errors },
        },
      },
      async (request) => service.list(request.params.kind, request.query),
    );

    app.post(
      '/key/:kind/create',
      {
        config: { access: 'key.manage' },
        schema: {
          tags: ['keys'],
          summary: 'Create a batch of keys (CSPRNG), optionally expiring; license keys for a package',
          params: ZKeyKindParams,
          body: ZKeysCreate,
          response: { 200: ZKeysMessage, ...errors },
        },
      },
      async (request) => service.create(requireUser(request).user, request.params.kind, request.body),
    );

    app.post(
      '/key/:kind/update',
      {
        config: { access: 'key.manage' },
        schema: {
          tags: ['keys'],
          summary: 'Enable, disable or set the expiry of keys',
          params: ZKeyKindParams,
          body: ZKeysUpdate,
          response: { 200: ZKeysMessage, ...errors },
        },
      },
      async (request) => service.update(requireUser(request).user, request.params.kind, request.body),
    );

    app.post(
      '/key/:kind/clearIP',
      {
        config: { access: 'key.manage' },
        schema: {
          tags: ['keys'],
          summary: 'Clear a beta key’s IP binding; reset a license key (ip, user, time)',
          params: ZKeyKindParams,
          body: ZKeyValue,
          response: { 200: ZKeysMessage, ...errors },
        },
      },
      async (request) => service.clearIp(requireUser(request).user, request.params.kind, request.body.key),
    );

    app.post(
      '/key/license/redeem',
      {
        config: { access: 'key.redeem' },
        schema: {
          tags: ['keys'],
          summary: 'Redeem a license key: it binds to the caller and unlocks its package',
          body: ZKeyValue,
          response: { 200: ZLicenseRedeemResponse, ...errors, 429: ZErrorResponse },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        await consumeRateLimits(limits, redeemRules(user.id, request.ip, t(request, 'throttleRedeem')));
        const pkg = await service.redeemLicense(user, request.body.key, request.ip);
        return { message: t(request, 'keyRedeemed', { name: pkg.name }), package: pkg };
      },
    );
  };
}
