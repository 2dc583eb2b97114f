import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { sessionTokenFor } from '../auth/testing.ts';

const ctx = useTestApp();

async function as(role = 'user') {
  const token = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role }));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return call;
}

const ETH = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('wallets API', () => {
  it('saves, replaces, lists and removes a user’s own wallets', async () => {
    const call = await as();
    expect((await call('GET', '/api/trx/v1/wallet/load')).json()).toEqual({ wallets: [] });
    const saved = await call('POST', '/api/trx/v1/wallet/save/BTC', {
      address: ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa ',
    });
    expect(saved.statusCode).toBe(200);
    await call('POST', '/api/trx/v1/wallet/save/ETH', { address: ETH });
    await call('POST', '/api/trx/v1/wallet/save/BTC', {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
    const loaded = (await call('GET', '/api/trx/v1/wallet/load')).json().wallets;
    expect(loaded.map((w: { method: string; address: string }) => [w.method, w.address])).toEqual([
      ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['ETH', ETH],
    ]);
    const removed = await call('POST', '/api/trx/v1/wallet/remove/BTC', {});
    expect(removed.json().wallets.map((w: { method: string }) => w.method)).toEqual(['ETH']);

    const other = await as();
    expect((await other('GET', '/api/trx/v1/wallet/load')).json().wallets).toEqual([]);
  });

  it('validates the address per currency with a field error', async () => {
    const call = await as();
    const cases: [string, string][] = [
      ['BTC', ETH],
      ['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
      ['LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      [
        'XMR',
        '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3B',
      ],
    ];
    for (const [method, address] of cases) {
      const res = await call('POST', `/api/trx/v1/wallet/save/${method}`, { address });
      expect([method, res.statusCode]).toEqual([method, 400]);
      expect(res.json().errors.address).toContain(method);
    }
    expect((await call('GET', '/api/trx/v1/wallet/load')).json().wallets).toEqual([]);
  });

  it('shows PayPal as not available and refuses unknown methods', async () => {
    const call = await as();
    const save = await call('POST', '/api/trx/v1/wallet/save/PayPal', { address: 'me@example.test' });
    expect(save.statusCode).toBe(409);
    expect(save.json().message).toBe('PayPal is not available.');
    expect((await call('POST', '/api/trx/v1/wallet/remove/PayPal', {})).statusCode).toBe(409);
    expect((await call('POST', '/api/trx/v1/wallet/save/DOGE', { address: 'x' })).statusCode).toBe(400);
  });
});
