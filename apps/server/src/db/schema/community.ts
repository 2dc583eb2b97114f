import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { entries } from './entries.ts';
import { requests } from './requests.ts';
import { users } from './users.ts';

/** Spec 01 "favorite": entries a user keeps (the wishlist of `GET /api/whishlist/ids`). */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entryId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
    // "a favorite got a new release" looks up who keeps an entry.
    index('favorites_entry_idx').on(t.entryId),
  ],
);

/** Spec 02 §3 Review: one per user and entry, rating out of 10. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_entry_idx').on(t.userId, t.entryId),
    index('reviews_entry_updated_idx').on(t.entryId, t.updatedAt.desc(), t.id.desc()),
    index('reviews_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The parts of an entry's shown rating (decision 016): the imported rating as it was before the
 * first review, and the reviews' count and sum. `entries.rating` holds the combination, so every
 * reader (cards, search filters, sorts) keeps reading one column.
 */
export const entryRatings = pgTable('entry_ratings', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => entries.id, { onDelete: 'cascade' }),
  importedRating: real('imported_rating'),
  reviewsCount: integer('reviews_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
});

/** Spec 02 §3 Ticket (support). Open while `closed_at` is empty. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** the staff member looking after it */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_uid_idx').on(t.uid),
    index('tickets_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('tickets_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/** A ticket's comments; `internal` notes are for staff only and never reach the ticket's user. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type TicketCommentRow = typeof ticketComments.$inferSelect;

/** In-app notifications (issue 12); `mail_state` drives the e-mail copy sent after the commit. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** favorite.release, ticket.answered, upload.decided, report.decided, strike.given, strike.cleared */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** a web path to open, e.g. `/myTickets?ticket=…` */
    link: text('link'),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** pending (mail still to decide), sent, skipped (setting off or no mail for the kind) */
    mailState: text('mail_state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_mail_pending_idx').on(t.id).where(sql`mail_state = 'pending'`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** Community votes on open REQ requests: one per user and request. */
export const requestVotes = pgTable(
  'request_votes',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);

/** Polls staff create on the community page; closed polls keep their results. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('polls_created_idx').on(t.createdAt.desc())],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId, t.position)],
);

/** One vote per user and poll. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index('poll_votes_option_idx').on(t.optionId)],
);

/**
 * A visitor's report of a release or entry (decision 016). Reports of one item are decided
 * together; the decision and its reason go back to each reporter (notification, or mail to the
 * contact address a guest left).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** release | entry */
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    /** dead_link | wrong_entry | fake | takedown */
    reason: text('reason').notNull(),
    message: text('message').notNull().default(''),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    /** open | snoozed | closed */
    state: text('state').notNull().default('open'),
    /** fix | hide | remove | dismiss */
    decision: text('decision'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** sha-256 of the link mailed to a guest claimant; null once confirmed and for signed-in reporters */
    confirmTokenHash: text('confirm_token_hash'),
    /** when the reporter stood by the report (signed in: at once; a guest's takedown: by the mailed link) */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_confirm_token_idx').on(t.confirmTokenHash),
    index('reports_item_idx').on(t.itemType, t.itemId, t.state),
    index('reports_state_created_idx').on(t.state, t.createdAt.desc()),
  ],
);
export type ReportRow = typeof reports.$inferSelect;
