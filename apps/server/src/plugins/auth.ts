import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { SessionRow, UserRow } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { sessionDeadReason } from '../modules/auth/session-lifetime.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';
import { sha256Hex } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for a guest (or a dead/unknown token: see authProblem). */
    user: UserRow | null;
    session: SessionRow | null;
    /** Why a sent token did not count (expired, revoked, …), for the 401 message. */
    authProblem: string | null;
  }
}

/** A session is touched at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * "Last online" (members list, spec 02 §2) is written at most this often per user: presence to the
 * minute is not needed, and a write per request would be one per page view. The users trigger of
 * the catalogue version (migration 0030) watches only `username`, so this write never empties the
 * answer cache.
 */
export const LAST_ONLINE_INTERVAL_MS = 5 * 60_000;
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

export interface AuthenticatedRequest extends FastifyRequest {
  user: UserRow;
  session: SessionRow;
}

/**
 * Reads `Authorization: Bearer <token>` on every request, finds the session by the token's hash and
 * sets `request.user` / `request.session` when it is alive (decision 002). Unknown or dead tokens
 * leave the request a guest's; guarded routes then answer 401 with the reason.
 */
export function registerAuth(app: FastifyInstance, { db }: { db: Database; config: Config }) {
  const repo = createSessionsRepository(db);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      request.authProblem = 'Invalid token.';
      return;
    }
    const found = await repo.findByTokenHash(sha256Hex(token));
    if (!found) {
      request.authProblem = 'Unauthenticated.';
      return;
    }
    const now = new Date();
    const dead = sessionDeadReason(found.session, now);
    if (dead) {
      request.authProblem = dead;
      return;
    }
    if (!found.user.active) {
      request.authProblem = 'Your account is disabled.';
      return;
    }
    if (now.getTime() - found.session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await repo.touch(found.session.id, now);
      found.session.lastUsedAt = now;
    }
    const lastOnline = found.user.lastOnlineAt;
    if (!lastOnline || now.getTime() - lastOnline.getTime() >= LAST_ONLINE_INTERVAL_MS) {
      await repo.touchUser(found.user.id, now);
      found.user.lastOnlineAt = now;
    }
    request.user = found.user;
    request.session = found.session;
  });
}

/** The caller must be logged in (401 otherwise). Returns the request with user and session set. */
export function requireUser(request: FastifyRequest): AuthenticatedRequest {
  if (!request.user || !request.session) throw unauthorized(request.authProblem ?? 'Unauthenticated.');
  return request as AuthenticatedRequest;
}

/** Whether this session still owes the 2FA code (2FA on, challenge not passed). */
export function twoFactorPending(user: UserRow, session: SessionRow): boolean {
  return user.twoFactorEnabledAt !== null && session.twoFactorVerifiedAt === null;
}

/**
 * Login-required routes (spec §6): logged in (401), e-mail verified and, for 2FA users, the code
 * passed in this session (403).
 */
export function requireVerifiedUser(request: FastifyRequest): AuthenticatedRequest {
  const authed = requireUser(request);
  if (!authed.user.emailVerifiedAt) throw forbidden('Your email address is not verified.');
  if (twoFactorPending(authed.user, authed.session)) throw forbidden('Two-factor authentication required.');
  return authed;
}

/**
 * Role guard: a verified user whose role passes the predicate (`isMod`, `isAdmin`,
 * `canSeeDashboard` from @regal/shared, or a list check), else 403.
 */
export function requireRole(
  request: FastifyRequest,
  allowed: (role: string) => boolean,
  message = 'This action is unauthorized.',
): AuthenticatedRequest {
  const authed = requireVerifiedUser(request);
  if (!allowed(authed.user.role)) throw forbidden(message);
  return authed;
}

/** The same guards as route hooks, e.g. `{ preHandler: guard.verified }` or `guard.role(isMod)`. */
export const guard = {
  user: async (request: FastifyRequest) => {
    requireUser(request);
  },
  verified: async (request: FastifyRequest) => {
    requireVerifiedUser(request);
  },
  role: (allowed: (role: string) => boolean) => async (request: FastifyRequest) => {
    requireRole(request, allowed);
  },
};
