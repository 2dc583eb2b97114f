import type { LoginResponse } from '@regal/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { UserRow } from '../../db/schema/index.ts';
import { oauthHandovers, oauthStates } from '../../db/schema/index.ts';
import {
  authorizationUrl,
  fetchOAuthProfile,
  type OAuthProfile,
  type OAuthProviderConfig,
} from '../../integrations/oauth/client.ts';
import { badRequest, forbidden, serviceUnavailable } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { openSession } from './session.service.ts';
import { newOpaqueToken, sha256Hex } from './tokens.ts';
import { presentSessionUser } from './user.presenter.ts';
import { createAuthUsersRepository } from './users.repository.ts';

export const STATE_TTL_MS = 10 * 60_000;
/** The callback's one-time code is exchanged by the page straight away. */
const HANDOVER_TTL_MS = 60_000;
export const HANDOVER_INVALID = 'This login has expired or was started in another browser. Please try again.';
/** Spec §7: only facebook works; these answer 'not ready yet'. */
const NOT_READY = new Set(['insta', 'github']);

function providerConfig(ctx: AuthContext, provider: string): OAuthProviderConfig {
  if (NOT_READY.has(provider)) throw badRequest({ provider: 'not ready yet' }, 'not ready yet');
  if (provider !== 'facebook') throw badRequest({ provider: 'Unknown login provider.' });
  const c = ctx.config;
  if (!c.OAUTH_FACEBOOK_CLIENT_ID || !c.OAUTH_FACEBOOK_CLIENT_SECRET)
    throw serviceUnavailable('Facebook login is not configured on this server.');
  return {
    clientId: c.OAUTH_FACEBOOK_CLIENT_ID,
    clientSecret: c.OAUTH_FACEBOOK_CLIENT_SECRET,
    authorizeUrl: c.OAUTH_FACEBOOK_AUTHORIZE_URL,
    tokenUrl: c.OAUTH_FACEBOOK_TOKEN_URL,
    userinfoUrl: c.OAUTH_FACEBOOK_USERINFO_URL,
    scope: c.OAUTH_FACEBOOK_SCOPE,
    redirectUri: `${c.PUBLIC_URL.replace(/\/$/, '')}/api/auth/oauth/${provider}/callback`,
  };
}

/**
 * The provider's login URL with a fresh single-use `state` (kept hashed, 10 minutes), bound to the
 * browser by a secret the route sets as a cookie (decision 013): a callback or code from another
 * browser (login CSRF) is refused.
 */
export async function startOAuth(
  ctx: AuthContext,
  provider: string,
): Promise<{ url: string; browserSecret: string }> {
  const config = providerConfig(ctx, provider);
  const state = newOpaqueToken();
  const browserSecret = newOpaqueToken();
  const now = new Date();
  await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await ctx.db.delete(oauthHandovers).where(lt(oauthHandovers.expiresAt, now));
  await ctx.db.insert(oauthStates).values({
    stateHash: sha256Hex(state),
    provider,
    browserHash: sha256Hex(browserSecret),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { url: authorizationUrl(config, state), browserSecret };
}

/** The user behind a provider account: linked before, found by a verified address, or new. */
async function userForProfile(ctx: AuthContext, provider: string, profile: OAuthProfile): Promise<UserRow> {
  const users = createAuthUsersRepository(ctx.db);
  const now = new Date();
  const linkedId = await users.findOAuthLink(provider, profile.id);
  const linked = linkedId === null ? null : await users.findById(linkedId);
  if (linked) return linked;
  if (!profile.email) throw badRequest({ provider: 'The provider did not share an e-mail address.' });
  let user = await users.findByEmail(profile.email);
  if (!user) {
    const base = (profile.name ?? profile.email.split('@')[0] ?? 'user')
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .slice(0, 20);
    user = await users.insert({
      username: `${base || 'user'}_${newUid(4).toLowerCase()}`,
      displayname: profile.name,
      email: profile.email,
      // The provider vouches for the address.
      emailVerifiedAt: now,
    });
    if (!user) throw badRequest({ provider: 'Could not create the account. Please try again.' });
  }
  await users.linkOAuth(provider, profile.id, user.id, now);
  return user;
}

/**
 * The redirect back from the provider: checks and spends the state (it must belong to this
 * browser), then leaves a one-time code that this browser exchanges for a session.
 */
export async function finishOAuth(
  ctx: AuthContext,
  provider: string,
  query: { code?: string; state?: string; error?: string },
  browserSecret: string | null,
): Promise<{ handoverCode: string }> {
  const config = providerConfig(ctx, provider);
  if (query.error || !query.code || !query.state)
    throw badRequest({ provider: query.error ?? 'Login was cancelled.' });
  const [state] = await ctx.db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, sha256Hex(query.state)),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!state) throw badRequest({ state: 'This login link has expired. Please try again.' });
  if (!browserSecret || state.browserHash !== sha256Hex(browserSecret))
    throw badRequest({ state: HANDOVER_INVALID });
  const user = await userForProfile(ctx, provider, await fetchOAuthProfile(config, query.code));
  if (!user.active) throw badRequest({ provider: 'Your account is disabled.' });
  const handoverCode = newOpaqueToken();
  const now = new Date();
  await ctx.db.insert(oauthHandovers).values({
    codeHash: sha256Hex(handoverCode),
    browserHash: state.browserHash,
    userId: user.id,
    provider,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOVER_TTL_MS),
  });
  return { handoverCode };
}

/** The page's POST: the code, once, from the browser that started the flow, opens the session. */
export async function exchangeOAuthCode(
  ctx: AuthContext,
  code: string,
  browserSecret: string | null,
  client: ClientInfo,
): Promise<LoginResponse> {
  if (!browserSecret) throw forbidden(HANDOVER_INVALID);
  const [handover] = await ctx.db
    .delete(oauthHandovers)
    .where(
      and(
        eq(oauthHandovers.codeHash, sha256Hex(code)),
        eq(oauthHandovers.browserHash, sha256Hex(browserSecret)),
        gt(oauthHandovers.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!handover) throw forbidden(HANDOVER_INVALID);
  const user = await createAuthUsersRepository(ctx.db).findById(handover.userId);
  if (!user?.active) throw forbidden('Your account is disabled.');
  const { token, session } = await openSession(ctx, user, {
    remember: false,
    method: `oauth:${handover.provider}`,
    client,
  });
  const view = presentSessionUser(user, session);
  return { token, user: view, two_factor_required: !view['2fa_verified'] };
}
