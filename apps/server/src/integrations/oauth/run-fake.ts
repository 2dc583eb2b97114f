import { startFakeOAuthProvider } from './fake.ts';

/**
 * The loopback OAuth 2.0 provider on its own, for `npm run dev` and the e2e suite:
 * `node --import tsx run-fake.ts [port]`. Every login is the same user, FAKE_OAUTH_EMAIL.
 */
const port = Number(process.argv[2] ?? process.env.FAKE_OAUTH_PORT ?? 9791);
const provider = await startFakeOAuthProvider(port);
provider.setUser({
  sub: 'fake-facebook-user',
  email: process.env.FAKE_OAUTH_EMAIL ?? 'facebook-user@example.test',
  name: 'Facebook User',
});
console.log('fake OAuth provider:', provider.env);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
