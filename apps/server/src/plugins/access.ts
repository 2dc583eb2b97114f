import {
  type Action,
  type Audience,
  can,
  inAudience,
  POLICY,
  type PolicySubject,
  type RouteScope,
  routeScopeOf,
} from '@regal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { type MessageKey, t } from '../lib/messages/index.ts';
import { requireUser, requireVerifiedUser, twoFactorPending } from './auth.ts';

/**
 * Who may call a route: an audience of the policy, or a named action of `POLICY` (its audience then
 * applies; the ownership part is checked by the service with `requireAccess`). Declared on every
 * route as `config: { access: ... }`; this plugin enforces it before the body is even parsed, so a
 * guest gets 401 rather than a validation error.
 */
export type RouteAccess = Audience | Action;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * What an app token needs to call this route; derived from `access` when left out
     * (`routeScopeOf` in @regal/shared). `account` keeps app tokens out entirely.
     */
    scope?: RouteScope;
    /** The 401 text for guests when the route has its own (catalogue key). */
    loginMessage?: MessageKey;
    /**
     * A session that still owes its 2FA code reaches this route (the 2FA check, the session view
     * that tells the page so, logout). Every other route treats it as not logged in (issue 19).
     */
    duringTwoFactor?: true;
  }
}

export function audienceOf(access: RouteAccess): Audience {
  return access in POLICY ? POLICY[access as Action].audience : (access as Audience);
}

/** The caller as the policy sees it (null for a guest or a dead token). */
export function subjectOf(request: FastifyRequest): PolicySubject | null {
  const { user, session } = request;
  if (!user || !session) return null;
  const verified = user.emailVerifiedAt !== null && !twoFactorPending(user, session);
  return { id: user.id, role: user.role, verified };
}

/** Throws the answer a caller outside the audience gets: 401 for guests, 403 for the rest. */
export function requireAudience(request: FastifyRequest, audience: Audience): void {
  if (audience === 'public') return;
  if (audience === 'user') {
    requireUser(request);
    return;
  }
  requireVerifiedUser(request);
  if (!inAudience(subjectOf(request), audience)) throw forbidden();
}

/**
 * The service-side check (Immich's requireAccess): the caller may perform `action`, on the item
 * owned by `ownerId` when given. 401 for guests, 403 otherwise.
 */
export function requireAccess(
  subject: PolicySubject | null,
  action: Action,
  ownerId?: number | null,
  message?: string,
): PolicySubject {
  if (!subject) throw unauthorized();
  if (!can(subject, action, ownerId)) throw forbidden(message);
  return subject;
}

/** The session method of app tokens (modules/account/app-tokens.repository.ts). */
const APP_TOKEN_METHOD = 'app_token';

/** A route's scope as the access plugin enforces it (also read by the docs:access script). */
export function scopeOfRoute(route: {
  method: string;
  url: string;
  config?: { access?: RouteAccess; scope?: RouteScope };
}): RouteScope | null {
  const access = route.config?.access;
  if (!access) return null;
  return routeScopeOf({ access, method: route.method, url: route.url, explicit: route.config?.scope });
}

/**
 * A request authenticated by an app token reaches only routes whose scope the token holds; account
 * security never (403 with a message naming why).
 */
function requireTokenScope(request: FastifyRequest) {
  if (request.session?.method !== APP_TOKEN_METHOD) return;
  const scope = scopeOfRoute({
    method: request.method,
    url: request.routeOptions.url ?? request.url,
    config: request.routeOptions.config,
  });
  if (scope === null || scope === 'none') return;
  if (scope === 'account') throw forbidden(t(request, 'appTokenAccountSecurity'));
  if (!(request.session.scopes ?? []).includes(scope))
    throw forbidden(t(request, 'appTokenScopeMissing', { scope }));
}

/**
 * 2FA means 2FA (issue 19): a password-only session of a 2FA account is no login yet. Routes that
 * need a login answer 403 "two-factor authentication required"; public routes see a guest (so
 * nothing personal leaks through them either). Only routes marked `duringTwoFactor` see the session.
 */
function holdBackTwoFactorPending(request: FastifyRequest, audience: Audience) {
  const { user, session } = request;
  if (!user || !session || !twoFactorPending(user, session)) return;
  if (audience !== 'public') throw forbidden(t(request, 'twoFactorRequired'));
  request.user = null;
  request.session = null;
  request.authProblem = t(request, 'twoFactorRequired');
}

export function registerAccess(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const { access, loginMessage, duringTwoFactor } = request.routeOptions.config ?? {};
    if (access && !duringTwoFactor) holdBackTwoFactorPending(request, audienceOf(access));
    if (access) {
      if (loginMessage && !request.user && audienceOf(access) !== 'public')
        throw unauthorized(t(request, loginMessage));
      requireAudience(request, audienceOf(access));
    }
    requireTokenScope(request);
  });
}
