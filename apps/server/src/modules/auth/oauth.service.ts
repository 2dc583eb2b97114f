import { and, eq, gt, lt } from 'drizzle-orm';
import type { UserRow } from '../../db/schema/index.ts';
import { oauthStates } from '../../db/schema/index.ts';
import {
  authorizationUrl,
  fetchOAuthProfile,
  type OAuthProfile,
  type OAuthProviderConfig,
} from '../../integrations/oauth/client.ts';
import { badRequest, serviceUnavailable } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { openSession } from './session.service.ts';
import { newOpaqueToken, sha256Hex } from './tokens.ts';
import { createAuthUsersRepository } from './users.repository.ts';

const STATE_TTL_MS = 10 * 60_000;
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

/** The provider's login URL with a fresh single-use `state` (kept hashed, 10 minutes). */
export async function startOAuth(ctx: AuthContext, provider: string): Promise<{ url: string }> {
  const config = providerConfig(ctx, provider);
  const state = newOpaqueToken();
  const now = new Date();
  await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await ctx.db.insert(oauthStates).values({
    stateHash: sha256Hex(state),
    provider,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { url: authorizationUrl(config, state) };
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

/** The redirect back from the provider: checks and spends the state, then logs the user in. */
export async function finishOAuth(
  ctx: AuthContext,
  provider: string,
  query: { code?: string; state?: string; error?: string },
  client: ClientInfo,
): Promise<{ token: string }> {
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
  const user = await userForProfile(ctx, provider, await fetchOAuthProfile(config, query.code));
  if (!user.active) throw badRequest({ provider: 'Your account is disabled.' });
  const { token } = await openSession(ctx, user, { remember: false, method: `oauth:${provider}`, client });
  return { token };
}
