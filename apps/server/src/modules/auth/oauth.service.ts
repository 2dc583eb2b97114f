import type { LoginResponse } from '@regal/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { oauthHandovers, oauthStates } from '../../db/schema/index.ts';
import {
  authorizationUrl,
  fetchOAuthProfile,
  type OAuthProfile,
  type OAuthProviderConfig,
} from '../../integrations/oauth/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, forbidden, serviceUnavailable } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { spendOutstandingTokens } from './credential-change.ts';
import { providerLinkedMail } from './mails.ts';
import { openSession } from './session.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
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
  linker: UserRow | null = null,
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
    // A verified user who is logged in (and re-authenticated: the route checks) links the
    // provider to their account (issue 19, issue 32).
    linkUserId: linker?.emailVerifiedAt ? linker.id : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { url: authorizationUrl(config, state), browserSecret };
}

export const OAUTH_ACCOUNT_EXISTS =
  'An account with this e-mail address already exists. Log in with your password, then connect the provider in your account.';
export const OAUTH_LINKED_ELSEWHERE = 'This provider account is already connected to another account.';

/** A fresh account for the provider identity; the provider vouches for the address. */
async function createProviderUser(tx: Database, profile: OAuthProfile & { email: string }, now: Date) {
  const base = (profile.name ?? profile.email.split('@')[0] ?? 'user')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 20);
  const user = await createAuthUsersRepository(tx).insert({
    username: `${base || 'user'}_${newUid(4).toLowerCase()}`,
    displayname: profile.name,
    email: profile.email,
    emailVerifiedAt: now,
  });
  if (!user) throw badRequest({ provider: 'Could not create the account. Please try again.' });
  return user;
}

/**
 * Someone registered this address and never proved it (issue 19, pre-account takeover): the
 * account is not merged with the provider identity. Its password stops working, its sessions and
 * reset links end, it is disabled and lets go of the address, so the address owner — who just
 * proved it through the provider — gets a fresh account of their own.
 */
async function retireUnprovenAccount(tx: Database, squatter: UserRow, provider: string, now: Date) {
  const users = createAuthUsersRepository(tx);
  await users.update(squatter.id, {
    passwordHash: null,
    active: false,
    email: `unclaimed-${squatter.id}-${newUid(6).toLowerCase()}@invalid.invalid`,
  });
  await spendOutstandingTokens(tx, squatter.id, now);
  await createSessionsRepository(tx).revokeAllOfUser(squatter.id, now);
  await recordAudit(tx, {
    actor: null,
    action: 'account.unprovenAddressReleased',
    itemType: 'member',
    itemId: squatter.id,
    itemLabel: squatter.username,
    changes: {
      email: { from: squatter.email, to: '[released]' },
      active: { from: squatter.active, to: false },
      password: { from: '[redacted]', to: '[redacted]' },
      reason: { from: null, to: `address proven through ${provider}` },
    },
  });
}

/**
 * Connects a provider account to a user (issue 32): a new way in, so it is a credential change —
 * links mailed before it are spent, the owner is told by mail and the audit log keeps it, all in
 * one transaction with the link itself.
 */
async function linkProvider(
  ctx: AuthContext,
  user: UserRow,
  provider: string,
  providerUserId: string,
  now: Date,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await createAuthUsersRepository(tx).linkOAuth(provider, providerUserId, user.id, now);
    await spendOutstandingTokens(tx, user.id, now);
    await ctx.mailer.queue(providerLinkedMail(user.email, provider, ctx.config.PUBLIC_URL), tx);
    await recordAudit(tx, {
      actor: { id: user.id, username: user.username },
      action: 'account.providerLinked',
      itemType: 'member',
      itemId: user.id,
      itemLabel: user.username,
      changes: { provider: { from: null, to: provider } },
    });
  });
}

/**
 * The user behind a provider account (issue 19: only proven identities are linked):
 * - linked before → that user (a logged-in linker must be that user);
 * - the flow was started by a logged-in, verified user → linked to them;
 * - no account has the address → a new verified account;
 * - a verified account has it → refused: its owner logs in and links (no silent merge);
 * - an unverified account has it → that account is retired (above) and a new one made.
 */
async function userForProfile(
  ctx: AuthContext,
  provider: string,
  profile: OAuthProfile,
  linkUserId: number | null,
): Promise<UserRow> {
  const users = createAuthUsersRepository(ctx.db);
  const now = new Date();
  const linkedId = await users.findOAuthLink(provider, profile.id);
  const linked = linkedId === null ? null : await users.findById(linkedId);
  if (linked) {
    if (linkUserId !== null && linked.id !== linkUserId)
      throw badRequest({ provider: OAUTH_LINKED_ELSEWHERE });
    return linked;
  }
  if (linkUserId !== null) {
    const linker = await users.findById(linkUserId);
    if (!linker?.active || !linker.emailVerifiedAt)
      throw badRequest({ provider: 'Your account is disabled.' });
    await linkProvider(ctx, linker, provider, profile.id, now);
    return linker;
  }
  const email = profile.email;
  if (!email) throw badRequest({ provider: 'The provider did not share an e-mail address.' });
  return ctx.db.transaction(async (tx) => {
    const txUsers = createAuthUsersRepository(tx);
    const existing = await txUsers.findByEmail(email);
    if (existing?.emailVerifiedAt) throw badRequest({ provider: OAUTH_ACCOUNT_EXISTS });
    if (existing) await retireUnprovenAccount(tx, existing, provider, now);
    const user = await createProviderUser(tx, { ...profile, email }, now);
    await txUsers.linkOAuth(provider, profile.id, user.id, now);
    return user;
  });
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
  const user = await userForProfile(
    ctx,
    provider,
    await fetchOAuthProfile(config, query.code),
    state.linkUserId,
  );
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
