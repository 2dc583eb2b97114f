import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server with its default, in one place. Read from the environment once at
 * start-up; tests build their own config with `loadConfig({...})`.
 */
/** A PostgreSQL memory size such as `256MB`. */
const pgSize = z.string().regex(/^\d+(kB|MB|GB)$/, 'a size such as 256MB');

/** A per-user limit: a count per window, 0 for none. */
const quota = (fallback: number) => z.coerce.number().int().min(0).max(100_000).default(fallback);

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database and uploads live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server (postgres://…). Empty: the embedded database in DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  /** Embedded database engine when DATABASE_URL is empty: a real PostgreSQL from npm, or PGlite. */
  EMBEDDED_DB: z.enum(['postgres', 'pglite']).default('postgres'),
  /** Port of the embedded PostgreSQL (loopback only). */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /**
   * Memory settings of the embedded PostgreSQL (docs/decisions/003-search-engine.md, "Scale").
   * Shared buffers are claimed as pages are read, so an idle demo install stays small; work_mem is
   * per sort or hash; effective_cache_size only informs the planner (no memory is taken).
   */
  EMBEDDED_DB_SHARED_BUFFERS: pgSize.default('256MB'),
  EMBEDDED_DB_WORK_MEM: pgSize.default('8MB'),
  EMBEDDED_DB_EFFECTIVE_CACHE_SIZE: pgSize.default('1GB'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo catalogue into an empty database on start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Password of the first admin account; generated and printed once when empty. */
  ADMIN_EMAIL: z.string().email().default('admin@regal.local'),
  ADMIN_PASSWORD: z.string().default(''),
  /**
   * Public base URL, used in links the server writes (mails, OAuth callbacks) and for HSTS (sent
   * only when it is https). Empty: http://localhost:<PORT>.
   */
  PUBLIC_URL: z.string().default(''),
  /** URLs per sitemap file (the sitemap protocol allows 50,000 at most); smaller only for tests. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /**
   * Which proxies may name the client address in X-Forwarded-For (decision 013). Off by default:
   * the socket address counts and forged headers change nothing. A hop count (`1`), or a comma list
   * of proxy addresses/CIDRs (`127.0.0.1,10.0.0.0/8`), as Fastify's trustProxy takes them.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => /^(false|true|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/.test(v.trim()) || v.trim() === '',
      'false, a hop count, or a comma list of addresses/CIDRs',
    ),
  /** Folder of the built web app. */
  WEB_DIST: z.string().default(''),
  /** Largest avatar upload accepted; bigger ones get 413 before the body is read. */
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  /** A Nominatim-compatible geocoder for the address form; empty turns address search off. */
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org'),
  /** Benchmark-only routes (`GET /api/bench/static`, the load test's ceiling); off unless asked for. */
  BENCH_ROUTES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * A copyright takedown report (with the claimant's contact details) hides the reported release or
   * entry at once, pending a moderator's review (decision 016); `false` leaves it visible until decided.
   */
  REPORT_TAKEDOWN_HIDES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The circuit breaker of automatic hiding (decision 016): once more than this many items were
   * hidden by takedown reports within the window, reports hide nothing more until the window has
   * passed, and the staff are told.
   */
  REPORT_HIDE_BREAKER_LIMIT: z.coerce.number().int().min(0).max(10_000).default(10),
  REPORT_HIDE_BREAKER_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /**
   * Per-user limits (decision 025): how many of each action one account may do per hour and per
   * day (0: no limit). Guests (reports only) count per address, with lower budgets; a report's
   * address budget counts every reporter behind one address.
   */
  LIMIT_TICKETS_HOUR: quota(5),
  LIMIT_TICKETS_DAY: quota(20),
  LIMIT_TICKET_COMMENTS_HOUR: quota(30),
  LIMIT_TICKET_COMMENTS_DAY: quota(150),
  LIMIT_UPLOADS_HOUR: quota(10),
  LIMIT_UPLOADS_DAY: quota(50),
  LIMIT_REPORTS_HOUR: quota(20),
  LIMIT_REPORTS_DAY: quota(100),
  LIMIT_GUEST_REPORTS_HOUR: quota(5),
  LIMIT_GUEST_REPORTS_DAY: quota(20),
  LIMIT_REPORTS_ADDRESS_HOUR: quota(30),
  LIMIT_STRIKES_HOUR: quota(20),
  LIMIT_STRIKES_DAY: quota(100),
  LIMIT_REVIEWS_HOUR: quota(10),
  LIMIT_REVIEWS_DAY: quota(30),
  LIMIT_VOTES_HOUR: quota(60),
  LIMIT_VOTES_DAY: quota(300),
  /** Mirrors kept when releases are grouped (spec §5): comma list of hosters; empty keeps all. */
  MIRROR_HOSTERS: z.string().default(''),
  /**
   * Spec §7 analytics: the API base the umami script is loaded from (`{base}umami`) and the site's
   * umami id. Off (no script at all) while either is empty.
   */
  ANALYTICS_API_BASE: z.string().default(''),
  ANALYTICS_WEBSITE_ID: z.string().default(''),
  /** The detail page's ad link; hidden while the URL is empty. */
  AD_LINK_URL: z.string().default(''),
  AD_LINK_TEXT: z.string().default(''),
  /** Each mirror's usenet link: a search URL with `{q}` for the release name; empty hides it. */
  USENET_SEARCH_URL: z.string().default(''),
  /** Referral links of the share and donation dialogs: `Label|https://…` pairs, comma separated. */
  REFERRAL_LINKS: z.string().default(''),
  /** Donation wallets; a row is hidden while its address is empty. */
  DONATION_WALLET_BTC: z.string().default(''),
  DONATION_WALLET_ETH: z.string().default(''),
  DONATION_WALLET_LTC: z.string().default(''),
  DONATION_WALLET_XMR: z.string().default(''),
  /** xREL API v2 (NFO search), its hourly request budget and how long answers are cached. */
  XREL_API_URL: z.string().url().default('https://api.xrel.to/v2'),
  XREL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
  XREL_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** TMDB: /tmdb/clean (without a key the parser answers alone) and the editor's /tmdb/lookup (503 without a key). */
  TMDB_API_KEY: z.string().default(''),
  TMDB_API_URL: z.string().url().default('https://api.themoviedb.org/3'),
  /** Telegram channel posts of releases (dashboard "send to Telegram"); empty token or chat: 503. */
  TELEGRAM_BOT_TOKEN: z.string().default(''),
  TELEGRAM_CHAT_ID: z.string().default(''),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  /** Largest uploaded poster, backdrop or screenshot (bytes). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(8 * 1024 * 1024),
  /**
   * Secret for signed links and encrypted 2FA secrets (≥ 32 characters). Empty: generated once into
   * DATA_DIR/app-key; several processes must share one, so set it there.
   */
  APP_KEY: z.string().default(''),
  /** Sessions without "remember me": absolute lifetime and idle timeout. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  /** Sessions with "remember me" (spec: the token cookie lasts 365 days). */
  SESSION_REMEMBER_DAYS: z.coerce.number().positive().default(365),
  SESSION_REMEMBER_IDLE_DAYS: z.coerce.number().positive().default(30),
  /** Redis for rate limits shared by several processes (redis://…). Empty: in-process memory. */
  REDIS_URL: z.string().default(''),
  /**
   * SMTP server for mails (smtp://user:pass@host:port, smtps://…). Empty: mails are not sent; they
   * go to the log and to DATA_DIR/mail-outbox/*.eml on the server (never over HTTP).
   */
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Regal <no-reply@regal.local>'),
  /** Facebook login: any OAuth 2.0 provider with the authorization-code flow fits. */
  OAUTH_FACEBOOK_CLIENT_ID: z.string().default(''),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().default(''),
  OAUTH_FACEBOOK_AUTHORIZE_URL: z.string().default('https://www.facebook.com/v19.0/dialog/oauth'),
  OAUTH_FACEBOOK_TOKEN_URL: z.string().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  OAUTH_FACEBOOK_USERINFO_URL: z.string().default('https://graph.facebook.com/me?fields=id,name,email'),
  OAUTH_FACEBOOK_SCOPE: z.string().default('email'),
  /** Attempts per hour from one address at each auth door (login, register, reset, 2FA…; decision 007). */
  AUTH_ATTEMPTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** jDownloader DLC key service (issued by jDownloader); both empty: DLC export says it is off. */
  DLC_SERVICE_URL: z.string().default(''),
  DLC_SERVICE_LID: z.string().default(''),
  DLC_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** DLC containers one client (IP) may build per window: each one calls the external key service. */
  DLC_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  DLC_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1_440).default(10),
  /**
   * Image generation (share cards, WebP drawings; issue 32): what one client (IP) may have drawn per
   * window (answers from the caches are free), how many drawings run at once in a process, and how
   * many may wait behind them; past any of these the answer is 429 with Retry-After.
   */
  IMAGE_WORK_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  IMAGE_WORK_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  IMAGE_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  IMAGE_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** A client (hash of IP + user agent) counts once per release within this window. */
  DOWNLOAD_COUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** filecrypt.cc API; the key is the operator default, a user's own `fc_api_key` wins. */
  FILECRYPT_API_URL: z.string().url().default('https://filecrypt.cc/api.php'),
  FILECRYPT_API_KEY: z.string().default(''),
  FILECRYPT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Spec: crypt links of one uploader's releases get another host (FROM → TO; empty FROM: off). */
  CRYPT_LINK_REWRITE_FROM: z.string().default(''),
  CRYPT_LINK_REWRITE_TO: z.string().default(''),
  CRYPT_REWRITE_USER_ID: z.coerce.number().int().min(0).default(4),
  /** Shown in the header and the page titles; changeable at run time (dashboard/settings/app). */
  SITE_NAME: z.string().default('Regal'),
  /** The intro text on the home page; empty hides it. */
  INTRO_TEXT: z.string().default(''),
  /** Hosters a custom link may point to when the hoster check is on (spec 02 §5). */
  CUSTOM_LINK_HOSTERS: z.string().default('ddownload,rapidgator,nitro.download'),
  /** The Telegram channel releases are posted to (@name or https://t.me/name); empty: off. */
  TELEGRAM_CHANNEL: z.string().default(''),
  /** xREL API key (write-only in the dashboard); the public NFO search works without one. */
  XREL_API_KEY: z.string().default(''),
  /** Registration asks for a beta key (decision 015); off by default. */
  REGISTRATION_BETA_KEY_REQUIRED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Strikes at which a user may no longer write reviews or upload (0: strikes never restrict). */
  STRIKE_LIMIT: z.coerce.number().int().min(0).max(100).default(3),
  /**
   * Distinct e-mail-verified users whose pending strikes on one member count without staff
   * confirming them (decision 036; 0: a user's strike counts only once staff confirm it).
   */
  STRIKE_CONFIRM_REPORTERS: z.coerce.number().int().min(0).max(100).default(3),
  /**
   * A reporter has standing (its pending strikes can count without staff) only with a confirmed
   * address, an account at least this many days old and a review or release of its own (issue 32:
   * three accounts made minutes ago restricted any member).
   */
  STRIKE_REPORTER_MIN_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Audit log rows older than this many days are deleted. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** How often each process looks for changed app settings (decision 015). */
  SETTINGS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** Memory bound of the answer cache for public reads, in MiB (decision 032; 0 turns it off). */
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  /**
   * The in-process search index (decision 003, "The match in process"): `on` matches and ranks the
   * common text search in memory (40–60 MB per 100,000 entries); `off` leaves every search to SQL.
   */
  SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  /** How long a cached public answer is fresh without a catalogue change (view/download counters). */
  ANSWER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /**
   * Worker threads that render public pages on a miss (decision 049), off the event loop that serves
   * cached answers. Empty: one less than the CPUs (at least one) in production, none (render on the
   * main thread) otherwise; 0 turns them off.
   */
  RENDER_THREADS: z.union([z.literal(''), z.coerce.number().int().min(0).max(64)]).default(''),
  /**
   * The nice value of the render threads (Linux; 0 leaves them at the process's). A miss then takes
   * the CPU only when the threads that answer cached reads and the database do not need it: on a
   * small machine a crawler otherwise took four fifths of everyone else's throughput (issue 34).
   */
  RENDER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Page misses that may wait for a render thread; one more answers at once (shell, or 503 to bots). */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Page misses one client (address) may have rendering or waiting at a time. */
  RENDER_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(8),
  /** After the TTL, how long the old answer may go out while one request computes the new one. */
  ANSWER_CACHE_STALE_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /**
   * After a write that may show a little late (a review, a rating, a new release or title: not a
   * hide, takedown, trash or permission change, which drop at once), how long a cached answer or
   * page it touched may still go out while one request builds the new one (issue 35). The reader who
   * asks next waits for the new one; 0 drops at once.
   */
  CACHE_CHANGE_STALE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** `max-age` (seconds) of guest answers for caches in front (CDN, proxy, browser). */
  PUBLIC_MAX_AGE_S: z.coerce.number().int().min(0).max(86_400).default(10),
  /** `stale-while-revalidate` (seconds) of guest answers for caches in front. */
  PUBLIC_STALE_S: z.coerce.number().int().min(0).max(86_400).default(30),
  /** Fallback poll of the catalogue version besides LISTEN/NOTIFY (decision 032). */
  CATALOGUE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * The scene bot's IRC channel for release requests (irc://host:6667/#channel, ircs:// for TLS).
   * Empty: requests are only stored and the answer says the bot is not connected.
   */
  IRC_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^ircs?:\/\/[^/]+\/.+/.test(v), 'irc://host:port/#channel or ircs://…'),
  IRC_NICK: z
    .string()
    .regex(/^[A-Za-z[\]\\`_^{|}][A-Za-z0-9[\]\\`_^{|}-]{0,29}$/)
    .default('RegalBot'),
  /** What the bot writes before the release name, e.g. `!request Some.Movie.2024.German.1080p-GRP`. */
  IRC_REQUEST_COMMAND: z.string().trim().min(1).default('!request'),
  /**
   * Background jobs (decision 017): `inline` runs the workers in the app process; `off` only writes
   * jobs, and `npm run worker` (one or more processes) runs them.
   */
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  /** Seconds between polls of an idle worker (a job written by this process wakes it at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * Hoster link checks (decision 017): `live` asks the real hosters, `fake` the loopback fake hosters
   * (started in-process, or LINK_CHECK_FAKE_URL), `off` none. Default: fake under NODE_ENV=test (and
   * `npm run dev` sets fake), live otherwise — an operator's `npm start` checks its real links.
   */
  LINK_CHECKS: z.enum(['live', 'fake', 'off', '']).default(''),
  /** A running fake hoster server (`integrations/hosters/run-fake.ts`) for LINK_CHECKS=fake. */
  LINK_CHECK_FAKE_URL: z.string().default(''),
  LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Consecutive offline checks after which a link counts as dead. */
  LINK_DEAD_AFTER: z.coerce.number().int().min(1).max(100).default(3),
  /** Hide an entry (active = false) once every link of every release is dead. */
  LINK_HIDE_DEAD_ENTRIES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Outbound requests (decision 024) never reach loopback, private, link-local or other internal
   * addresses — except these hosts, named by the operator: `host` or `host:port`, comma separated.
   * A configured service's own base URL (TMDB_API_URL, GEOCODER_URL, …) is allowed for that service.
   */
  OUTBOUND_ALLOW_HOSTS: z.string().default(''),
  /** ddownload API key for batched file-info calls; empty: its file pages are read instead. */
  LINK_CHECK_DDOWNLOAD_KEY: z.string().default(''),
  /**
   * Bearer token that lets a scraper outside this machine read GET /metrics (decision 034). Empty:
   * only loopback clients (by request.ip, which follows TRUST_PROXY) may.
   */
  METRICS_TOKEN: z.string().default(''),
  /** Where backups are written (`npm run backup`, the daily job). Empty: DATA_DIR/backups. */
  BACKUP_DIR: z.string().default(''),
  /** Backups kept; older ones are deleted after each new one (0: the daily job is off). */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  /**
   * Seconds a stopping app process (SIGTERM) waits for in-flight requests and open connections
   * before it closes them (graceful shutdown).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(15),
});

export type Config = z.infer<typeof ZConfig> & {
  webDist: string;
  dataDir: string;
  /** LINK_CHECKS with its default resolved */
  linkChecks: 'live' | 'fake' | 'off';
  /** BACKUP_DIR with its default resolved */
  backupDir: string;
  /** RENDER_THREADS with its default resolved */
  renderThreads: number;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const cfg = parsed.data;
  const webDist = cfg.WEB_DIST || path.resolve(import.meta.dirname, '../../web/dist');
  const PUBLIC_URL = cfg.PUBLIC_URL || `http://localhost:${cfg.PORT}`;
  const linkChecks = cfg.LINK_CHECKS || (cfg.NODE_ENV === 'test' ? 'fake' : 'live');
  const dataDir = path.resolve(cfg.DATA_DIR);
  const backupDir = path.resolve(cfg.BACKUP_DIR || path.join(dataDir, 'backups'));
  const renderThreads =
    cfg.RENDER_THREADS === ''
      ? cfg.NODE_ENV === 'production'
        ? Math.max(1, availableParallelism() - 1)
        : 0
      : cfg.RENDER_THREADS;
  return { ...cfg, PUBLIC_URL, webDist, dataDir, linkChecks, backupDir, renderThreads };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option: false, true, a list of addresses, or for a hop
 * count the function proxy-addr builds for one (trust the nearest n hops).
 */
export function trustProxyOf(
  value: string,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
