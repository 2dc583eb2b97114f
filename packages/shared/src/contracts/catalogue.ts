/**
 * Back office, catalogue half (spec 02 §2–§9), one file per screen family: dashboard entry lists,
 * entry editor, media, release edit card (re-assign, trash, Telegram), and lookups / audit / home /
 * my containers. Field error texts are German (the product's default language); the web shows them
 * per field.
 */

export * from './catalogue/dashboard-misc.ts';
export * from './catalogue/entry-editor.ts';
export * from './catalogue/entry-lists.ts';
export * from './catalogue/media.ts';
export * from './catalogue/release-editor.ts';
