import { z } from 'zod';
import { MEMBER_ROLES } from '../domain/member-rules.ts';
import { zPaged } from './common.ts';
import { ZId, zIntQuery, zIsoDateTime, zText } from './primitives.ts';

export const MEMBER_ORDER_BY = [
  'last_online',
  'name_asc',
  'name_desc',
  'created',
  'updated',
  'strikes',
] as const;
export const MEMBER_FILTERS = ['verified', 'non_verified'] as const;
export const MEMBER_ROLE_SHORTCUTS = ['admin', 'mod', 'upper', 'dev'] as const;
export const MEMBERS_PER_PAGE = 50;

/** `GET /api/members` (spec 02 §7): search, page, role, filter, orderBy; 50 a page. */
export const ZMembersQuery = z.object({
  search: zText().max(100).optional(),
  page: zIntQuery(1, 100_000).optional(),
  role: z.enum(MEMBER_ROLE_SHORTCUTS).optional(),
  filter: z.enum(MEMBER_FILTERS).optional(),
  orderBy: z.enum(MEMBER_ORDER_BY).optional(),
  /** Admins only: full e-mail addresses (others always get them masked). */
  show_email: z.enum(['0', '1']).optional(),
});
export type MembersQuery = z.infer<typeof ZMembersQuery>;

export const ZMember = z.object({
  id: z.number().int(),
  username: z.string(),
  /** masked after 3 characters unless an admin asked for it */
  email: z.string(),
  mobile: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  displayname: z.string().nullable(),
  role: z.string(),
  active: z.boolean(),
  email_verified_at: z.string().nullable(),
  strikes_count: z.number().int(),
  last_online_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Member = z.infer<typeof ZMember>;

export const ZMembersResponse = z.object({
  users: zPaged(ZMember),
  /** members per role shortcut (the count buttons) */
  count: z.object({
    admin: z.number().int(),
    mod: z.number().int(),
    upper: z.number().int(),
    dev: z.number().int(),
  }),
});
export type MembersResponse = z.infer<typeof ZMembersResponse>;

const zName = (max: number) => zText().trim().max(max).nullable().optional();

/** `PATCH /api/member/update`: the edited row; only the sent fields change. */
export const ZMemberUpdate = z.object({
  id: ZId,
  role: z.enum(MEMBER_ROLES).optional(),
  active: z.boolean().optional(),
  firstname: zName(60),
  lastname: zName(60),
  displayname: zName(60),
  mobile: zText()
    .trim()
    .max(30)
    .regex(/^[+0-9 ()/-]*$/, 'Nur Ziffern, Leerzeichen und + ( ) / -.')
    .nullable()
    .optional(),
  /** "verify now": an ISO time; null un-verifies */
  email_verified_at: zIsoDateTime().nullable().optional(),
});
export type MemberUpdate = z.infer<typeof ZMemberUpdate>;

/** `POST /api/member/create`: a staff member creates an account; the member sets a password by mail. */
export const ZMemberCreate = z.object({
  username: zText()
    .trim()
    .min(3, 'Mindestens 3 Zeichen.')
    .max(30)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Nur Buchstaben, Ziffern, _ . und -.'),
  email: z.email('Ungültige E-Mail-Adresse.').max(120),
  role: z.enum(MEMBER_ROLES).default('user'),
  firstname: zName(60),
  lastname: zName(60),
  mobile: zText()
    .trim()
    .max(30)
    .regex(/^[+0-9 ()/-]*$/, 'Nur Ziffern, Leerzeichen und + ( ) / -.')
    .nullable()
    .optional(),
});
export type MemberCreate = z.infer<typeof ZMemberCreate>;

export const ZMemberMessage = z.object({ message: z.string(), user: ZMember.optional() });
export type MemberMessage = z.infer<typeof ZMemberMessage>;

/** Spec 02 §2 employee list: the organisation's staff. */
export const ZEmployeesResponse = z.object({ users: z.array(ZMember), message: z.string().optional() });
export type EmployeesResponse = z.infer<typeof ZEmployeesResponse>;
