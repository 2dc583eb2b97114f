import {
  ZErrorResponse,
  ZPaymentClientToken,
  ZWalletMethodParams,
  ZWalletSaveRequest,
  ZWalletsResponse,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import type { WalletsService } from './wallets.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse };
const ZWalletChange = ZWalletsResponse.extend({ message: z.string() });

/** Spec 01 §7 `/api/trx/v1/wallet/*`: load, save/{method}, remove/{method}. */
export function walletsRoutes(service: WalletsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/trx/v1/wallet/load',
      {
        // Payout addresses: money follows them, so app tokens never reach them.
        config: { access: 'verified', scope: 'account' },
        schema: {
          tags: ['wallets'],
          summary: 'The user’s payout wallets',
          response: { 200: ZWalletsResponse, ...errors },
        },
      },
      async (request) => service.load(requireVerifiedUser(request).user),
    );

    app.post(
      '/trx/v1/wallet/save/:method',
      {
        // Payout addresses: money follows them, so app tokens never reach them.
        config: { access: 'verified', scope: 'account' },
        schema: {
          tags: ['wallets'],
          summary: 'Save the address of one method (BTC, ETH, LTC, XMR); PayPal is not available',
          params: ZWalletMethodParams,
          body: ZWalletSaveRequest,
          response: { 200: ZWalletChange, ...errors },
        },
      },
      async (request) =>
        service.save(requireVerifiedUser(request).user, request.params.method, request.body.address),
    );

    app.get(
      '/trx/v1/payment/getClientToken',
      {
        config: { access: 'verified', scope: 'account' },
        schema: {
          tags: ['wallets'],
          summary: 'The PayPal client token; null while PayPal is not offered',
          response: { 200: ZPaymentClientToken, ...errors },
        },
      },
      async (request) => {
        requireVerifiedUser(request);
        return { token: null };
      },
    );

    app.post(
      '/trx/v1/wallet/remove/:method',
      {
        // Payout addresses: money follows them, so app tokens never reach them.
        config: { access: 'verified', scope: 'account' },
        schema: {
          tags: ['wallets'],
          summary: 'Remove the address of one method',
          params: ZWalletMethodParams,
          response: { 200: ZWalletChange, ...errors },
        },
      },
      async (request) => service.remove(requireVerifiedUser(request).user, request.params.method),
    );
  };
}
