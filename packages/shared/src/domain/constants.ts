/** Business constants from spec §9 (visitor side) and §9 (back office). */
export { APP_VERSION } from './version.ts';

export const ENTRY_PAGE_SIZE = 21;
export const RELEASE_SEARCH_PAGE_SIZE = 50;
/** Spec 01 §9: the release-entry picker's search asks for 12 entries per page. */
export const ENTRY_PICKER_PAGE_SIZE = 12;
export const ADMIN_LIST_PAGE_SIZE = 50;
export const MAX_PER_PAGE = 100;

export const PAGINATION_MAX_LINKS = 20;
export const PAGINATION_WINDOW_AHEAD = 7;

export const DESCRIPTION_TRUNCATE = 400;
export const INTRO_DESCRIPTION_TRUNCATE = 800;
export const INTRO_ROTATE_MS = 10_000;
export const SCROLLER_STEP_PX = 300;
export const LIVE_FEED_SLOTS = 6;

export const BACKDROP_AUTOPLAY_MS = 2400;
export const BACKDROPS_DEFAULT = 2;
export const BACKDROPS_MOBILE = 3;

export const MIRRORS_PER_TITLE = 2;
export const RATING_SCALE = 10;

export const TOKEN_COOKIE_DAYS = 365;
export const LOCALE_COOKIE_DAYS = 365;
export const LOCALE_COOKIE = 'regal_locale';
export const THEME_STORAGE_KEY = 'regal_dark_mode';
/** The colour scheme as a cookie too, so the server renders the page in it (decision 028). */
export const THEME_COOKIE = 'regal_theme';
export const TOKEN_STORAGE_KEY = 'regal_token';

export const PROGRESS_BAR_MS = 3000;
export const SHARE_POPUP = { width: 600, height: 400 } as const;
export const EXTERNAL_SEARCH_LIMIT = 10;
export const EMAIL_MASK_VISIBLE = 3;

/** Spec §8: a lazy chunk that has not loaded after this long fails with a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Spec §4: how long 'Update v{version} installed' shows after the new service worker took over. */
export const UPDATE_NOTICE_MS = 500;

/** How long a password or code proof counts for sensitive changes (decision 013). */
export const REAUTH_WINDOW_MINUTES = 5;

/**
 * The field a 403 names when the action needs a fresh password or code (the web opens its prompt).
 * Here rather than beside the re-auth contract: every page reads it, and the contracts bring zod.
 */
export const REAUTH_ERROR_FIELD = 'reauth';

/** The element of a server-rendered page that carries its router and query state as JSON (decision 028). */
export const SSR_STATE_ELEMENT_ID = 'regal-ssr';
