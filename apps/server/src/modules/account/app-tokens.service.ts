import {
  type AppToken,
  canSeeDashboard,
  grantableScopes,
  TOKEN_SCOPES,
  type TokenScope,
} from '@regal/shared';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { newOpaqueToken, sha256Hex } from '../auth/tokens.ts';
import { APP_TOKEN_METHOD, type AppTokenListRow, type AppTokensRepository } from './app-tokens.repository.ts';

/** An app token works for a year; the user can clear it any time before. */
const APP_TOKEN_LIFETIME_MS = 365 * 24 * 3600_000;
/** A recognisable prefix helps secret scanners and people tell a Regal token from others. */
const APP_TOKEN_PREFIX = 'regal_';

function present(row: AppTokenListRow): AppToken {
  // A token that was never used still has lastUsedAt = its creation time.
  const used = row.lastUsedAt.getTime() - row.createdAt.getTime() > 1000;
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: used ? row.lastUsedAt.toISOString() : null,
    expires_at: row.expiresAt.toISOString(),
    scopes: TOKEN_SCOPES.filter((scope) => row.scopes?.includes(scope)),
  };
}

/** Tokens are managed from a login session only: a leaked app token cannot mint or hide others. */
function requireLoginSession(session: SessionRow) {
  if (session.method === APP_TOKEN_METHOD) throw forbidden('App tokens cannot manage app tokens.');
}

export function createAppTokensService(repo: AppTokensRepository) {
  const list = async (user: UserRow) => (await repo.listAlive(user.id, new Date())).map(present);
  return {
    list,

    /** Spec 01 §6: only users who see the dashboard (admin, mod, upper) may create tokens. */
    async create(
      user: UserRow,
      session: SessionRow,
      input: { name: string; scopes: TokenScope[] },
      ip: string | null,
    ) {
      if (!canSeeDashboard(user.role)) throw forbidden('App tokens are for dashboard users only.');
      requireLoginSession(session);
      const grantable = grantableScopes(user.role);
      if (input.scopes.some((scope) => !grantable.includes(scope)))
        throw forbidden('Nur Teammitglieder können den Bereich „staff“ vergeben.');
      const token = APP_TOKEN_PREFIX + newOpaqueToken();
      const now = new Date();
      const id = await repo.create({
        userId: user.id,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        tokenHash: sha256Hex(token),
        now,
        expiresAt: new Date(now.getTime() + APP_TOKEN_LIFETIME_MS),
        ip,
      });
      const items = await list(user);
      const item = items.find((t) => t.id === id);
      if (!item) throw new Error('a new app token is missing from the list');
      return { item: { ...item, token }, items };
    },

    async clear(user: UserRow, session: SessionRow, id: number) {
      requireLoginSession(session);
      if (!(await repo.clear(user.id, id, new Date()))) throw notFound('Token not found.');
      return { items: await list(user) };
    },
  };
}
export type AppTokensService = ReturnType<typeof createAppTokensService>;
