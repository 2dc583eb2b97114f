import { describe, expect, it } from 'vitest';
import { grantableScopes, routeScopeOf } from './token-scopes.ts';

describe('route scopes', () => {
  it('derive from the access declaration', () => {
    expect(routeScopeOf({ access: 'public', method: 'GET', url: '/api/entries/:uid' })).toBe('none');
    expect(routeScopeOf({ access: 'verified', method: 'GET', url: '/api/auth/sessions' })).toBe('account');
    // Issue 32: public routes under /api/auth/ too (the OAuth start links a provider when signed in).
    expect(routeScopeOf({ access: 'public', method: 'POST', url: '/api/auth/oauth/:provider' })).toBe(
      'account',
    );
    expect(routeScopeOf({ access: 'public', method: 'POST', url: '/api/auth/login' })).toBe('account');
    expect(routeScopeOf({ access: 'user', method: 'GET', url: '/api/auth/user', explicit: 'none' })).toBe(
      'none',
    );
    expect(routeScopeOf({ access: 'user', method: 'POST', url: '/api/auth/logout' })).toBe('account');
    expect(routeScopeOf({ access: 'mod', method: 'POST', url: '/api/req/delete' })).toBe('staff');
    expect(routeScopeOf({ access: 'release.create', method: 'POST', url: '/api/releases' })).toBe('upload');
    expect(routeScopeOf({ access: 'entry.delete', method: 'POST', url: '/api/entries/trash' })).toBe('staff');
    expect(routeScopeOf({ access: 'verified', method: 'POST', url: '/api/cart/save' })).toBe('cart');
    expect(routeScopeOf({ access: 'verified', method: 'POST', url: '/api/irc' })).toBe('community');
    expect(routeScopeOf({ access: 'verified', method: 'GET', url: '/api/watchlist' })).toBe('catalogue:read');
    expect(routeScopeOf({ access: 'verified', method: 'GET', url: '/api/x', explicit: 'account' })).toBe(
      'account',
    );
  });

  it('staff scopes are granted by staff only', () => {
    expect(grantableScopes('user')).toEqual(['catalogue:read', 'cart', 'community']);
    expect(grantableScopes('upper')).toContain('staff');
  });
});
