import { type Action, type Audience, POLICY } from './permissions.ts';
import { canSeeDashboard } from './roles.ts';

/**
 * What an app token may do (issue 9 "scoped app tokens"). A token names its scopes at creation;
 * a request authenticated by it reaches only routes whose scope is among them. A route's scope is
 * derived from its access declaration (`routeScopeOf`), so new routes need nothing extra; a route
 * may still name one explicitly with `config.scope`.
 */
export const TOKEN_SCOPES = ['catalogue:read', 'cart', 'community', 'upload', 'staff'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Scopes only a staff member (admin, mod, upper) may put on a token. */
export const STAFF_ONLY_SCOPES: readonly TokenScope[] = ['upload', 'staff'];

/**
 * What a route needs from an app token: `none` (any token, as for a guest), one scope, or
 * `account` (account security: never with an app token, only from a login session).
 */
export type RouteScope = TokenScope | 'none' | 'account';

export interface RouteScopeInput {
  /** The route's `config.access` (an audience or a policy action). */
  access: Audience | Action;
  method: string;
  /** The route's path pattern, e.g. `/api/auth/user/update`. */
  url: string;
  /** An explicit `config.scope`, which wins. */
  explicit?: RouteScope;
}

const audienceOfAccess = (access: Audience | Action): Audience =>
  access in POLICY ? POLICY[access as Action].audience : (access as Audience);

/**
 * The derivation, in order: explicit scope; every route under `/api/auth/` is account security,
 * public ones included (issue 32: the OAuth start route is public for guests but links a provider
 * to whoever calls it signed in, so an app token reaching it could add a way into the account; a
 * token has no business on login, reset or sign-up routes either); other public routes need none; staff actions on entries and releases are `upload`, every other
 * staff/mod/admin route `staff`; cart routes `cart`; other logged-in reads `catalogue:read` and
 * writes `community`.
 */
export function routeScopeOf({ access, method, url, explicit }: RouteScopeInput): RouteScope {
  if (explicit) return explicit;
  if (url.startsWith('/api/auth/')) return 'account';
  const audience = audienceOfAccess(access);
  if (audience === 'public') return 'none';
  if (audience === 'staff' || audience === 'mod' || audience === 'admin') {
    return /^(entry|release)\.(create|update)$/.test(access) ? 'upload' : 'staff';
  }
  if (/\/cart(\/|$)/.test(url)) return 'cart';
  return method === 'GET' || method === 'HEAD' ? 'catalogue:read' : 'community';
}

/** The scopes a user of this role may grant (staff-only scopes need a dashboard role). */
export function grantableScopes(role: string | null | undefined): TokenScope[] {
  return TOKEN_SCOPES.filter((scope) => canSeeDashboard(role) || !STAFF_ONLY_SCOPES.includes(scope));
}
