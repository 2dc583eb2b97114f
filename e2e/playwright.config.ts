import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the BUILT app (`npm run build` first): the real server on a fresh embedded database
 * with the demo catalogue, driven by Debian's Chromium. Fakes for outside services run as extra
 * web servers on loopback; each feature adds its fake to `fakes` and its settings to `serverEnv`.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd!';
/**
 * Every time limit of the suite is multiplied by this (E2E_TIME_SCALE, default 2). A limit costs
 * nothing while tests pass; CI runs the API suites beside the browser on two cores, and must pass
 * with a CPU hog beside all of it (issue 33), which stretches every step. Limits that are short on
 * purpose (a bounded settle, a retry loop's probe) stay as written.
 */
export const TIME_SCALE = Number(process.env.E2E_TIME_SCALE ?? 2);
export const scaled = (ms: number) => Math.round(ms * TIME_SCALE);
/** A run's own data folder (wiped at start), so two runs with other ports never share one. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';

/** The fake DLC key service (cart DLC export); GET /key?rc=… tells a test the key behind an rc. */
export const DLC_FAKE_PORT = Number(process.env.E2E_DLC_PORT ?? 9777);
export const DLC_FAKE_URL = `http://127.0.0.1:${DLC_FAKE_PORT}`;

const fakes: { name: string; command: string; url: string }[] = [
  {
    name: 'dlc-key-service',
    command: `node --import tsx ../apps/server/src/integrations/dlc-key-service/run-fake.ts ${DLC_FAKE_PORT}`,
    url: `${DLC_FAKE_URL}/health`,
  },
];

/** Account area: the loopback Nominatim fake behind the address search. */
export const GEOCODER_FAKE_URL = `http://127.0.0.1:${Number(process.env.E2E_GEOCODER_PORT ?? 9793)}`;
fakes.push({
  name: 'geocoder',
  command: `node --import tsx ../apps/server/src/integrations/geocoding/fake.ts ${new URL(GEOCODER_FAKE_URL).port}`,
  url: `${GEOCODER_FAKE_URL}/search?format=jsonv2&q=health`,
});

/** Auth: a loopback SMTP server (GET /mails lists what arrived) and an OAuth 2.0 provider. */
export const SMTP_FAKE_PORT = Number(process.env.E2E_SMTP_PORT ?? 2587);
export const SMTP_FAKE_MAILS_URL = `http://127.0.0.1:${SMTP_FAKE_PORT + 1}/mails`;
export const OAUTH_FAKE_URL = `http://127.0.0.1:${Number(process.env.E2E_OAUTH_PORT ?? 9791)}`;
export const OAUTH_FAKE_EMAIL = 'facebook-e2e@example.test';
fakes.push(
  {
    name: 'smtp',
    command: `node --import tsx ../apps/server/src/integrations/mail/run-fake.ts ${SMTP_FAKE_PORT} ${SMTP_FAKE_PORT + 1}`,
    url: SMTP_FAKE_MAILS_URL,
  },
  {
    name: 'oauth',
    command: `FAKE_OAUTH_EMAIL=${OAUTH_FAKE_EMAIL} node --import tsx ../apps/server/src/integrations/oauth/run-fake.ts ${new URL(OAUTH_FAKE_URL).port}`,
    url: `${OAUTH_FAKE_URL}/.well-known/openid-configuration`,
  },
);

const serverEnv: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR,
  EMBEDDED_DB_PORT: process.env.E2E_DB_PORT ?? '55432',
  ADMIN_PASSWORD,
  LOG_LEVEL: 'warn',
  // Every test logs in from 127.0.0.1: the suite's ~40 logins an hour would hit the default 30.
  AUTH_ATTEMPTS_PER_IP_PER_HOUR: '1000',
  PUBLIC_URL: BASE_URL,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_FAKE_PORT}`,
  OAUTH_FACEBOOK_CLIENT_ID: 'regal-e2e',
  OAUTH_FACEBOOK_CLIENT_SECRET: 'regal-e2e-secret',
  OAUTH_FACEBOOK_AUTHORIZE_URL: `${OAUTH_FAKE_URL}/authorize`,
  OAUTH_FACEBOOK_TOKEN_URL: `${OAUTH_FAKE_URL}/token`,
  OAUTH_FACEBOOK_USERINFO_URL: `${OAUTH_FAKE_URL}/userinfo`,
  GEOCODER_URL: GEOCODER_FAKE_URL,
  DLC_SERVICE_URL: `${DLC_FAKE_URL}/dlcrypt/service.php`,
  DLC_SERVICE_LID: 'regal-e2e',
};

/** Visitor side: the fake xREL (NFO search) and operator settings the share and donation dialogs show. */
export const XREL_FAKE_URL = `http://127.0.0.1:${Number(process.env.E2E_XREL_PORT ?? 9781)}`;
fakes.push({
  name: 'xrel',
  command: `node --import tsx ../apps/server/src/integrations/xrel/run-fake.ts ${new URL(XREL_FAKE_URL).port}`,
  url: `${XREL_FAKE_URL}/search/releases.json?q=ready`,
});
Object.assign(serverEnv, {
  XREL_API_URL: XREL_FAKE_URL,
  REFERRAL_LINKS:
    'Hoster Eins|https://hoster-eins.example/ref/regal,Hoster Zwei|https://hoster-zwei.example/ref/regal',
  DONATION_WALLET_BTC: 'bc1qregale2eexamplewallet0000000000000000',
  DONATION_WALLET_XMR: '44RegalE2eExampleMoneroWallet',
  AD_LINK_URL: 'https://ads.example/regal',
  AD_LINK_TEXT: 'Schneller laden',
});

/**
 * Link health (issue 13): the fake hosters; the server checks the demo's links against them, never
 * against a real hoster (NODE_ENV=production would otherwise mean LINK_CHECKS=live).
 */
export const HOSTERS_FAKE_URL = `http://127.0.0.1:${Number(process.env.E2E_HOSTERS_PORT ?? 9795)}`;
fakes.push({
  name: 'hosters',
  command: `node --import tsx ../apps/server/src/integrations/hosters/run-fake.ts ${new URL(HOSTERS_FAKE_URL).port}`,
  url: `${HOSTERS_FAKE_URL}/health.example/online`,
});
Object.assign(serverEnv, { LINK_CHECKS: 'fake', LINK_CHECK_FAKE_URL: HOSTERS_FAKE_URL });

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`: the same Chromium release
 * without the desktop browser around it, what Playwright's own headless runs use), else Debian's
 * `chromium`. On the same tests the shell took half the browser's CPU and a third less time
 * (decision 057). CHROMIUM_PATH picks another binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** As every browser of the suite and the spec walk (e2e/walk) starts. */
export const CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * A trace records the page's frames and a DOM snapshot at every step, which cost a quarter of the
 * suite's CPU. CI keeps only what it prints, so .ci/run sets E2E_TRACE=off; locally a failed test
 * keeps its trace (decision 057).
 */
const TRACE =
  (['off', 'on', 'retain-on-failure'] as const).find((mode) => mode === process.env.E2E_TRACE) ??
  'retain-on-failure';

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_RESULTS_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous, and scaled (TIME_SCALE above).
  timeout: scaled(60_000),
  expect: { timeout: scaled(15_000) },
  reporter: [
    ['list'],
    ['html', { outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report', open: 'never' }],
  ],
  use: {
    baseURL: BASE_URL,
    trace: TRACE,
    screenshot: 'only-on-failure',
    locale: 'de-DE',
    // The service worker would hide API calls from page.route and precache the shell in every test;
    // tests/pwa.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
  webServer: [
    // Start-up waits are generous too: a loaded machine took over a minute to start the app.
    ...fakes.map((fake) => ({ ...fake, reuseExistingServer: false, timeout: 60_000 })),
    {
      name: 'regal',
      // A fresh data folder every run, so the demo catalogue and admin are created anew.
      command: `rm -rf '${DATA_DIR}' && node ../apps/server/dist/main.js`,
      url: `${BASE_URL}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
