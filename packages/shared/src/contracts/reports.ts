import { z } from 'zod';
import { type ClientQuery, zPaged } from './common.ts';
import { ZId, zIntQuery, zText } from './primitives.ts';

export const REPORT_REASONS = ['dead_link', 'wrong_entry', 'fake', 'takedown'] as const;
export const ZReportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ZReportReason>;

export const REPORT_STATES = ['open', 'snoozed', 'closed'] as const;
export const ZReportState = z.enum(REPORT_STATES);
export type ReportState = z.infer<typeof ZReportState>;

/** `snooze` parks the group without deciding; the rest close it. */
export const REPORT_DECISIONS = ['fix', 'hide', 'remove', 'dismiss', 'snooze'] as const;
export const ZReportDecision = z.enum(REPORT_DECISIONS);
export type ReportDecision = z.infer<typeof ZReportDecision>;

export const ZReportItemType = z.enum(['release', 'entry']);
export type ReportItemType = z.infer<typeof ZReportItemType>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Any visitor reports a release or entry; a takedown needs the claimant's name and e-mail. */
export const ZReportCreate = z
  .object({
    item_type: ZReportItemType,
    uid: z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'Ungültige ID.'),
    reason: ZReportReason,
    message: zText().trim().max(2000, 'Höchstens 2000 Zeichen.').optional(),
    contact_name: zText().trim().max(200, 'Höchstens 200 Zeichen.').optional(),
    contact_email: zText().trim().max(254, 'Höchstens 254 Zeichen.').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.contact_email && !EMAIL.test(value.contact_email))
      ctx.addIssue({
        code: 'custom',
        path: ['contact_email'],
        message: 'Das ist keine gültige E-Mail-Adresse.',
      });
    if (value.reason === 'takedown') {
      if (!value.contact_name)
        ctx.addIssue({
          code: 'custom',
          path: ['contact_name'],
          message: 'Für eine Takedown-Meldung brauchen wir deinen Namen.',
        });
      if (!value.contact_email)
        ctx.addIssue({
          code: 'custom',
          path: ['contact_email'],
          message: 'Für eine Takedown-Meldung brauchen wir deine E-Mail-Adresse.',
        });
      if (!value.message || value.message.length < 20)
        ctx.addIssue({
          code: 'custom',
          path: ['message'],
          message: 'Bitte beschreibe das Werk und dein Recht daran (mindestens 20 Zeichen).',
        });
    }
  });
export type ReportCreate = z.infer<typeof ZReportCreate>;

export const ZReportDecide = z.object({
  item_type: ZReportItemType,
  item_id: ZId,
  decision: ZReportDecision,
  reason: zText().trim().min(3, 'Bitte gib eine Begründung an.').max(1000, 'Höchstens 1000 Zeichen.'),
});
export type ReportDecide = z.infer<typeof ZReportDecide>;

export const ZReportsQuery = z.object({
  state: ZReportState.optional(),
  page: zIntQuery(1, 100_000).optional(),
  per_page: zIntQuery(1, 100).optional(),
});
export type ReportsQuery = ClientQuery<typeof ZReportsQuery>;

export const ZReport = z.object({
  id: z.number().int(),
  reason: ZReportReason,
  message: z.string(),
  reporter: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** false while a guest's takedown waits for its claimant's mailed confirmation (decision 016) */
  confirmed: z.boolean(),
  created_at: z.string(),
});

/** The reports of one item, decided together. */
export const ZReportGroup = z.object({
  item_type: ZReportItemType,
  item_id: z.number().int(),
  label: z.string(),
  link: z.string().nullable(),
  /** the item's current visibility: approved/hidden/… for releases, active/hidden for entries */
  visibility: z.string(),
  state: ZReportState,
  count: z.number().int(),
  reasons: z.array(ZReportReason),
  decision: z.string().nullable(),
  decision_reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  latest_at: z.string(),
  reports: z.array(ZReport),
});
export type ReportGroup = z.infer<typeof ZReportGroup>;

/** The circuit breaker of automatic hiding: `open` while reports hide nothing (too many hidden in the window). */
export const ZHideBreakerState = z.object({
  open: z.boolean(),
  hidden: z.number().int(),
  limit: z.number().int(),
  window_minutes: z.number().int(),
});
export type HideBreakerState = z.infer<typeof ZHideBreakerState>;

export const ZReportGroupsAnswer = z.object({ items: zPaged(ZReportGroup), breaker: ZHideBreakerState });
export type ReportGroupsAnswer = z.infer<typeof ZReportGroupsAnswer>;
export const ZReportCreated = z.object({
  message: z.string(),
  hidden: z.boolean(),
  /** a guest's takedown: nothing happens until the link mailed to the contact address is opened */
  confirm_by_mail: z.boolean(),
});

/** The token of the link mailed to a guest claimant. */
export const ZReportConfirm = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Ungültiger Link.'),
});
export type ReportConfirm = z.infer<typeof ZReportConfirm>;
export const ZReportConfirmed = z.object({ message: z.string(), result: z.enum(['hidden', 'confirmed']) });
