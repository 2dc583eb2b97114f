import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * The hourly budget per address at the auth doors is the operator's (AUTH_ATTEMPTS_PER_IP_PER_HOUR):
 * a site with many people behind one address raises it, and it still holds at the number it names.
 */
const ctx = useTestApp({ AUTH_ATTEMPTS_PER_IP_PER_HOUR: '3' });

describe('per-address auth budget from the settings', () => {
  it('refuses the fourth login from one address when the budget is 3 (a new name each time)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: `nobody${i}`, password: 'wrong password' },
        remoteAddress: '172.31.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('keeps the budgets of other addresses apart', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'nobody', password: 'wrong password' },
      remoteAddress: '172.31.9.10',
    });
    expect(res.statusCode).toBe(401);
  });
});
