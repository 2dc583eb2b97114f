import { z } from 'zod';
import { type ClientQuery, zPaged } from './common.ts';
import { ZId, zIntQuery, zText } from './primitives.ts';

/** Spec 02 §5/§9: a ticket comment needs at least 10 characters. */
export const TICKET_COMMENT_MIN = 10;
/** Spec 02 §9: the tickets table cuts content at 300 characters. */
export const TICKET_CONTENT_PREVIEW = 300;

export const ZTicketCreate = z.object({
  subject: zText()
    .trim()
    .min(3, 'Der Betreff braucht mindestens 3 Zeichen.')
    .max(150, 'Der Betreff darf höchstens 150 Zeichen lang sein.'),
  content: zText()
    .trim()
    .min(10, 'Die Nachricht braucht mindestens 10 Zeichen.')
    .max(5000, 'Die Nachricht darf höchstens 5000 Zeichen lang sein.'),
});
export type TicketCreate = z.infer<typeof ZTicketCreate>;

export const ZTicketUid = z.object({ uid: z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'Ungültige ID.') });

/**
 * Spec 02 §7 `POST ticket/update`: one change per call — a comment (internal notes: staff only),
 * the closed state, the assignee (staff) or clearing a comment (admin).
 */
export const ZTicketUpdate = z.object({
  uid: z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'Ungültige ID.'),
  comment: zText()
    .trim()
    .min(TICKET_COMMENT_MIN, `Der Kommentar braucht mindestens ${TICKET_COMMENT_MIN} Zeichen.`)
    .max(5000, 'Der Kommentar darf höchstens 5000 Zeichen lang sein.')
    .optional(),
  internal: z.boolean().optional(),
  closed: z.boolean().optional(),
  assigned_to: ZId.nullable().optional(),
  clear_comment: ZId.optional(),
});
export type TicketUpdate = z.infer<typeof ZTicketUpdate>;

export const ZTicketsQuery = z.object({
  page: zIntQuery(1, 100_000).optional(),
  per_page: zIntQuery(1, 100).optional(),
  search: zText().max(200).optional(),
  sortBy: z.enum(['updated', 'created', 'closed']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  state: z.enum(['open', 'closed', 'all']).optional(),
});
export type TicketsQuery = ClientQuery<typeof ZTicketsQuery>;

const ZPerson = z.object({ id: z.number().int(), username: z.string() });

export const ZTicketComment = z.object({
  id: z.number().int(),
  user: ZPerson.nullable(),
  comment: z.string(),
  internal: z.boolean(),
  created_at: z.string(),
});
export type TicketComment = z.infer<typeof ZTicketComment>;

export const ZTicket = z.object({
  uid: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  subject: z.string(),
  content: z.string(),
  comments: z.array(ZTicketComment),
  comments_count: z.number().int(),
  assigned_to: ZPerson.nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ZTicket>;

export const ZTicketAnswer = z.object({ item: ZTicket });
export const ZTicketsAnswer = z.object({ items: zPaged(ZTicket) });
export type TicketsAnswer = z.infer<typeof ZTicketsAnswer>;
