import { z } from 'zod';

/** One OAuth 2.0 provider with the authorization-code flow (RFC 6749 §4.1). */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  redirectUri: string;
}

export interface OAuthProfile {
  id: string;
  email: string | null;
  name: string | null;
}

const ZTokenAnswer = z.object({ access_token: z.string().min(1) });
/** Facebook's /me answers `id`; OpenID Connect providers answer `sub`. */
const ZUserinfo = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  sub: z.union([z.string(), z.number()]).optional(),
  email: z.string().email().optional().nullable(),
  name: z.string().optional().nullable(),
  email_verified: z.boolean().optional(),
});

export class OAuthError extends Error {}

export function authorizationUrl(provider: OAuthProviderConfig, state: string): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', provider.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new OAuthError(`${what} answered HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Trades the code for an access token, then reads who the user is. */
export async function fetchOAuthProfile(provider: OAuthProviderConfig, code: string): Promise<OAuthProfile> {
  const tokenResponse = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: provider.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const token = ZTokenAnswer.safeParse(await readJson(tokenResponse, 'token endpoint'));
  if (!token.success) throw new OAuthError('token endpoint sent no access_token');
  const infoResponse = await fetch(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  const info = ZUserinfo.safeParse(await readJson(infoResponse, 'userinfo endpoint'));
  const id = info.success ? (info.data.id ?? info.data.sub) : undefined;
  if (!info.success || id === undefined) throw new OAuthError('userinfo endpoint sent no user id');
  // An address the provider itself marks unverified cannot be used to find an account.
  const email = info.data.email && info.data.email_verified !== false ? info.data.email : null;
  return { id: String(id), email, name: info.data.name ?? null };
}
