import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Operator settings changed at run time (decision 015). One row per key; a missing key means "the
 * environment's value". `app_settings_version` is bumped in the same transaction as every change,
 * so each app process sees a change by polling one tiny row.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appSettingsVersion = pgTable('app_settings_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Packages (spec 02 §3 Package): console packages listed in the dashboard, unlocked by license keys. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    image: text('image'),
    name: text('name').notNull(),
    version: text('version').notNull().default(''),
    /** title ID, e.g. CUSA00001 */
    cusa: text('cusa').notNull().default(''),
    type: text('type').notNull().default('game'),
    downloads: integer('downloads').notNull().default(0),
    /** the assigned user */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull().default(''),
    /** "PV": the firmware/platform versions the package runs on */
    pv: jsonb('pv').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('packages_updated_idx').on(t.updatedAt.desc())],
);
export type PackageRow = typeof packages.$inferSelect;

const keyColumns = {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  /** the address that redeemed the key first (cleared by clear-IP) */
  ip: text('ip'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  loggedAt: timestamp('logged_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Beta keys: required at registration when the operator turns it on; bound to the first address. */
export const betaKeys = pgTable('beta_keys', keyColumns, (t) => [uniqueIndex('beta_keys_key_idx').on(t.key)]);

/** License keys: a user redeems one to unlock a package. */
export const licenseKeys = pgTable(
  'license_keys',
  {
    ...keyColumns,
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('license_keys_key_idx').on(t.key), index('license_keys_user_idx').on(t.userId)],
);
export type BetaKeyRow = typeof betaKeys.$inferSelect;
export type LicenseKeyRow = typeof licenseKeys.$inferSelect;

/** Strikes (spec 02 §3 Strike): a reason against a user, given by another. */
export const strikes = pgTable(
  'strikes',
  {
    id: serial('id').primaryKey(),
    reason: text('reason').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportByUserId: integer('report_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** pending (a user's strike, until staff decide), confirmed (counts), rejected (decision 036) */
    status: text('status').$type<'pending' | 'confirmed' | 'rejected'>().notNull().default('confirmed'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('strikes_user_idx').on(t.userId, t.createdAt.desc()),
    index('strikes_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type StrikeRow = typeof strikes.$inferSelect;
