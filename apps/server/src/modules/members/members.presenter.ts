import type { Member } from '@regal/shared';

/** Masked after 3 characters (spec 02 §2); a fixed tail, so the list neither wraps nor tells the length. */
const maskEmail = (email: string) => `${email.slice(0, 3)}•••`;

import type { UserRow } from '../../db/schema/index.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentMember(row: UserRow, showEmail: boolean): Member {
  return {
    id: row.id,
    username: row.username,
    email: showEmail ? row.email : maskEmail(row.email),
    mobile: row.mobile,
    firstname: row.firstname,
    lastname: row.lastname,
    displayname: row.displayname,
    role: row.role,
    active: row.active,
    email_verified_at: iso(row.emailVerifiedAt),
    strikes_count: row.strikesCount,
    last_online_at: iso(row.lastOnlineAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
