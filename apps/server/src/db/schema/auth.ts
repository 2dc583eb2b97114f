import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Server-side sessions behind opaque bearer tokens (decision 002). Only the SHA-256 of a token is
 * stored, so a leaked table cannot be replayed as logins.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Public id for the "my sessions" list and revoke; never the token. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    /** How the session was opened: password or oauth:<provider>. */
    method: text('method').notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    /** Absolute end of life, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The session dies after this many seconds without a request. */
    idleTimeoutSeconds: integer('idle_timeout_seconds').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Set when a 2FA user has passed the code challenge in this session. */
    twoFactorVerifiedAt: timestamp('two_factor_verified_at', { withTimezone: true }),
    /** Last time this session proved the password or a TOTP code (login or re-auth, decision 013). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * App tokens only: the scopes the token was given (docs/decisions/012). Null for login
     * sessions, which reach everything their user may.
     */
    scopes: text('scopes').array(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Forgot-password tokens: stored hashed, single-use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash)],
);

/** 2FA recovery codes, shown once and stored hashed; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Accounts at OAuth providers linked to our users. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_user_idx').on(t.provider, t.providerUserId)],
);

/** OAuth `state` values in flight: stored hashed, single-use, expire after minutes. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  /** SHA-256 of the state cookie of the browser that started the flow (decision 013). */
  browserHash: text('browser_hash'),
  /** Set when a logged-in user started the flow to link the provider to their account (issue 19). */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Smart lockout (issue 19): the client addresses an account has logged in from, as keyed hashes.
 * Failed logins from elsewhere do not lock the owner out of these.
 */
export const loginKnownClients = pgTable(
  'login_known_clients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientHash: text('client_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'login_known_clients_pk', columns: [t.userId, t.clientHash] })],
);

/**
 * Smart lockout (issue 19, decision 040): the unlock link mailed to the owner when failures from
 * unknown addresses lock the account. Stored hashed, single-use, expiring.
 */
export const loginUnlockTokens = pgTable(
  'login_unlock_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('login_unlock_tokens_hash_idx').on(t.tokenHash),
    index('login_unlock_tokens_user_idx').on(t.userId),
  ],
);

/**
 * OAuth hand-over (decision 013): the callback leaves a one-time code (hashed here) that only the
 * browser holding the flow's state cookie can exchange, once, within a minute, for a session.
 */
export const oauthHandovers = pgTable('oauth_handovers', {
  codeHash: text('code_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A requested e-mail change (decision 044): the new address applies only when the link mailed to it
 * is opened. Stored hashed, single-use, expiring.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_idx').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
  ],
);
