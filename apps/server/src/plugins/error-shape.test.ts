import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildUser } from '../db/seed/factories.ts';
import { sessionTokenFor } from '../modules/auth/testing.ts';

/**
 * README "API": errors always look like `{statusCode, error, message, errors}`. Issue 36 found 401,
 * 404 and 409 without the `errors` map; every error answer carries it now (empty when no field is
 * to blame), and the spec's `getClientToken` answers a token (null: PayPal is not offered).
 */
const ctx = useTestApp();

describe('error answers', () => {
  it('401, 404 (route and record), 409 and 400 all carry an errors map', async () => {
    const user = await buildUser(ctx.db);
    const headers = { authorization: `Bearer ${await sessionTokenFor(ctx.db, user)}` };
    const answers = [
      [401, await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions' })],
      [404, await ctx.app.inject({ method: 'GET', url: '/api/no/such/route' })],
      [404, await ctx.app.inject({ method: 'GET', url: '/api/entries/doesnotexist' })],
      [
        409,
        await ctx.app.inject({
          method: 'POST',
          url: '/api/trx/v1/wallet/save/PayPal',
          headers,
          payload: { address: 'someone@example.test' },
        }),
      ],
      [
        400,
        await ctx.app.inject({ method: 'POST', url: '/api/trx/v1/wallet/save/BTC', headers, payload: {} }),
      ],
    ] as const;
    for (const [status, answer] of answers) {
      expect(answer.statusCode, answer.body).toBe(status);
      const body = answer.json();
      expect(Object.keys(body).sort()).toEqual(['error', 'errors', 'message', 'statusCode']);
      expect(typeof body.errors).toBe('object');
    }
    expect(answers[4][1].json().errors).toHaveProperty('address');
  });

  it('GET /api/trx/v1/payment/getClientToken answers {token: null} (PayPal off), 401 for guests', async () => {
    const user = await buildUser(ctx.db);
    const headers = { authorization: `Bearer ${await sessionTokenFor(ctx.db, user)}` };
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/trx/v1/payment/getClientToken',
      headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ token: null });
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/trx/v1/payment/getClientToken' });
    expect(guest.statusCode).toBe(401);
  });
});
