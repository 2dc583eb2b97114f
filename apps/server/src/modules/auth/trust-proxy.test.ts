import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { trustProxyOf } from '../../config.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** TRUST_PROXY=1: behind one reverse proxy the address it names counts (decision 013). */
const ctx = useTestApp({ TRUST_PROXY: '1' });

describe('TRUST_PROXY', () => {
  it('parses off, hop counts and address lists as Fastify takes them', () => {
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    const hops = trustProxyOf('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('takes the client address from the one trusted proxy hop, not from further forged entries', async () => {
    const user = await buildUser(ctx.db, { passwordHash: await hashPassword('proxy pass 1') });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '198.51.100.23, 203.0.113.50' },
      payload: { login: user.username, password: 'proxy pass 1' },
    });
    expect(login.statusCode).toBe(200);
    const res = await ctx.app.inject({
      url: '/api/auth/sessions',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    const current = (res.json().items as { current: boolean; ip: string }[]).find((s) => s.current);
    expect(current?.ip).toBe('203.0.113.50');
  });
});
