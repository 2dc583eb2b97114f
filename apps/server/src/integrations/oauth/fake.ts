import { OAuth2Server } from 'oauth2-mock-server';

export interface FakeOAuthProvider {
  /** Settings that point the facebook provider at this server. */
  env: Record<string, string>;
  /** What the next userinfo answer says about the user. */
  setUser(user: { sub: string; email?: string; name?: string }): void;
  close(): Promise<void>;
}

/**
 * A real OAuth 2.0 / OpenID server on loopback (oauth2-mock-server): it shows no login form, it
 * redirects straight back with a code, like a provider where the user is already signed in.
 */
export async function startFakeOAuthProvider(port = 0): Promise<FakeOAuthProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const base = server.issuer.url ?? '';
  let user: { sub: string; email?: string; name?: string } = {
    sub: 'fb-1',
    email: 'fb-user@example.test',
    name: 'FB User',
  };
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...user };
  });
  return {
    env: {
      OAUTH_FACEBOOK_CLIENT_ID: 'regal-test-client',
      OAUTH_FACEBOOK_CLIENT_SECRET: 'regal-test-secret',
      OAUTH_FACEBOOK_AUTHORIZE_URL: `${base}/authorize`,
      OAUTH_FACEBOOK_TOKEN_URL: `${base}/token`,
      OAUTH_FACEBOOK_USERINFO_URL: `${base}/userinfo`,
    },
    setUser(next) {
      user = next;
    },
    close: () => server.stop(),
  };
}
