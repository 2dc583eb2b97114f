/**
 * The locale namespaces the header, footer, cart, menus and home (with its cards' favorite toggle) draw: loaded before the first
 * render (lib/i18n.ts), weighed by the first-load budget and bundled as one file per language
 * (vite.config.ts).
 */
export const SHELL_NAMESPACES = ['common', 'entries', 'cart', 'nfo', 'auth', 'share', 'favorites'];
