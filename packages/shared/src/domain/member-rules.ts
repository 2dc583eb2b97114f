/**
 * Who may change whom (issue 11, decision 015). Roles rank user < dev < upper < mod < org.admin <
 * admin. Nobody raises anyone above their own role; only the site admin changes another admin
 * (org.admin included); below admin a caller changes only members ranked below them. The
 * last-admin rule (the site keeps one active admin) needs the database and lives on the server.
 */
export const MEMBER_ROLES = ['admin', 'org.admin', 'mod', 'upper', 'dev', 'user'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const RANK: Record<string, number> = { user: 0, dev: 1, upper: 2, mod: 3, 'org.admin': 4, admin: 5 };

export function roleRank(role: string): number {
  return RANK[role] ?? 0;
}

/** Whether `actorRole` may edit, grant or block a member holding `targetRole`. */
export function canChangeMember(actorRole: string, targetRole: string): boolean {
  if (actorRole === 'admin') return true;
  return roleRank(targetRole) < roleRank(actorRole);
}

/** The roles `actorRole` may hand out: never above their own (and admin only by an admin). */
export function assignableRoles(actorRole: string): MemberRole[] {
  if (actorRole === 'admin') return [...MEMBER_ROLES];
  return MEMBER_ROLES.filter((role) => roleRank(role) < roleRank(actorRole));
}
