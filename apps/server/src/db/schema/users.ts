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

/** Spec 02 §3 "Settings"; keys default to on. */
export interface UserSettings {
  fc_api_key?: string | null;
  imdb_api_key?: string | null;
  show_notification_on_new_entry?: boolean;
  show_notification_on_task?: boolean;
  show_notification_on_comment?: boolean;
  show_notification_on_task_start?: boolean;
  show_notification_on_chat_message?: boolean;
  zoom?: number;
}

/** Spec 02 §3 "Location". */
export interface UserLocation {
  address?: string | null;
  street?: string | null;
  nr?: string | null;
  postcode?: string | null;
  city?: string | null;
  formatted?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    displayname: text('displayname'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    mobile: text('mobile'),
    avatar: text('avatar'),
    active: boolean('active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    location: jsonb('location').$type<UserLocation>().notNull().default({}),
    strikesCount: integer('strikes_count').notNull().default(0),
    lastOnlineAt: timestamp('last_online_at', { withTimezone: true }),
    /** When the last verification mail went out (session view `activate_send`). */
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    /** TOTP secret, AES-256-GCM encrypted with the app key; set while 2FA is being set up or on. */
    twoFactorSecret: text('two_factor_secret'),
    /** 2FA is on from this moment (spec `g2fa`). */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is single-use within its window. */
    twoFactorLastStep: integer('two_factor_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Admin" and "admin" are the same account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);
export type UserRow = typeof users.$inferSelect;
