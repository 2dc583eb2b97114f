import { canSeeDashboard, isAdmin, isMod } from './roles.ts';

/**
 * The one access policy (architecture brief, "One access policy"). Every staff or community action
 * has a name here with the roles that may do it and, where it applies, an ownership rule. The
 * server's access plugin enforces the role part for each route that declares the action; services
 * call `can(...)` with the item's owner for the ownership part; the web reads the same table to hide
 * controls. Nothing else decides who may do what.
 *
 * Features add their actions to `POLICY` (one line each). Names are `<item>.<verb>`.
 */

/** Who may perform an action, before ownership is looked at. */
export type Audience =
  /** anyone, guests included */
  | 'public'
  /** any logged-in user (e-mail verification and 2FA not required) */
  | 'user'
  /** logged in, e-mail verified, 2FA passed in this session */
  | 'verified'
  /** verified and role upper, mod or admin (the dashboard roles) */
  | 'staff'
  /** verified and role mod or admin */
  | 'mod'
  /** verified and a role containing "admin" */
  | 'admin';

export interface PolicyRule {
  audience: Audience;
  /**
   * `own`: a caller below `allOf` may act only on items they own (the service passes the owner id);
   * callers at `allOf` or above act on every item.
   */
  ownership?: { allOf: Exclude<Audience, 'public' | 'user' | 'verified'> };
  /** One line for docs/access.md and the policy tests. */
  describe: string;
}

export const POLICY = {
  // Dashboard shell
  'dashboard.view': { audience: 'staff', describe: 'open the dashboard' },
  'audit.read': { audience: 'admin', describe: 'read the audit log' },
  'system.status': { audience: 'admin', describe: 'see how the server runs (mail, database, proxy)' },

  // Entries (spec 02 §2, §6)
  'entry.list': { audience: 'staff', describe: 'list entries in the dashboard' },
  'entry.create': { audience: 'staff', describe: 'create an entry' },
  'entry.update': {
    audience: 'staff',
    ownership: { allOf: 'mod' },
    describe: 'edit an entry (upper: entries bound to them)',
  },
  'entry.bindUser': { audience: 'mod', describe: 'bind an entry or release to a user; no-duplicate flag' },
  'entry.delete': { audience: 'mod', describe: 'move entries to the trash, restore them' },
  'entry.forceDelete': { audience: 'admin', describe: 'delete entries for good' },
  'entry.bulk': { audience: 'admin', describe: 'bulk-select entries, packages and duplicates' },
  'entry.viewStats': { audience: 'mod', describe: 'see downloads and views columns' },

  // Releases (spec 02 §2, §6)
  'release.create': { audience: 'staff', describe: 'create a release on an entry' },
  'release.update': {
    audience: 'staff',
    ownership: { allOf: 'mod' },
    describe: 'edit, trash, restore, re-assign a release (upper: own releases)',
  },
  'release.forceDelete': {
    audience: 'staff',
    ownership: { allOf: 'mod' },
    describe: 'delete a trashed release for good (upper: own releases)',
  },
  'release.viewAll': { audience: 'mod', describe: 'see every release on an entry' },
  'release.editCryptedLinks': { audience: 'admin', describe: 'edit crypted links of a release' },
  'release.sendToTelegram': {
    audience: 'staff',
    ownership: { allOf: 'mod' },
    describe: 'post a release to the Telegram channel',
  },
  // Members, employees, keys, packages, pages, rules, settings, strikes (issue 11, decision 015)
  'member.list': { audience: 'mod', describe: 'list and search members' },
  'member.update': { audience: 'mod', describe: 'edit a member, grant or block (never above the own role)' },
  'member.create': { audience: 'mod', describe: 'create a member who is invited by mail' },
  'member.viewEmail': { audience: 'admin', describe: 'see members’ full e-mail addresses' },
  'member.employees': { audience: 'admin', describe: 'list, grant and block the organisation’s staff' },
  'key.manage': {
    audience: 'admin',
    describe: 'create, enable, disable, expire and clear beta and license keys',
  },
  'key.redeem': { audience: 'verified', describe: 'redeem a license key to unlock a package' },
  'package.list': { audience: 'staff', describe: 'list packages in the dashboard' },
  'package.edit': { audience: 'mod', describe: 'create and edit packages, activate and verify them' },
  'package.bulk': { audience: 'admin', describe: 'bulk-activate or verify packages' },
  'page.edit': { audience: 'mod', describe: 'create and edit content pages and their SEO data' },
  'rules.edit': { audience: 'mod', describe: 'edit the community rules' },
  'settings.app': { audience: 'admin', describe: 'read and change the app settings' },
  'strike.create': {
    audience: 'user',
    describe: 'strike a user with a reason (a user’s strike counts once staff confirm it, decision 036)',
  },
  'strike.moderate': { audience: 'mod', describe: 'confirm or reject the strikes users gave' },
  'strike.read': { audience: 'staff', describe: 'read another user’s strikes' },
  'strike.readOwn': { audience: 'user', describe: 'read one’s own strikes' },
  'strike.delete': { audience: 'admin', describe: 'clear a strike' },
  'changelog.read': { audience: 'staff', describe: 'read the changelog timeline' },
  'member.listAssignable': { audience: 'mod', describe: 'list users a release can be bound to' },

  // Community and tools (issue 9: every route declares its access)
  'request.moderate': { audience: 'mod', describe: 'edit or delete REQ entries' },
  'filecrypt.use': { audience: 'staff', describe: 'read and create filecrypt containers' },
  'appToken.create': { audience: 'staff', describe: 'create app tokens (dashboard users)' },
  // Community (issue 12): favorites, reviews, tickets, uploads, notifications, votes, reports
  'favorite.manage': { audience: 'user', describe: 'keep entries as favorites, list them' },
  'review.write': {
    audience: 'verified',
    ownership: { allOf: 'mod' },
    describe: 'write, edit, delete a review (users: their own; moderators: every review)',
  },
  'review.list': { audience: 'staff', describe: 'the staff reviews table' },
  'review.select': { audience: 'mod', describe: 'select checkbox in the reviews and tickets tables' },
  'review.bulkDelete': { audience: 'admin', describe: 'bulk delete reviews' },
  'ticket.create': { audience: 'user', describe: 'open a support ticket' },
  'ticket.read': {
    audience: 'user',
    ownership: { allOf: 'staff' },
    describe: 'read and answer a ticket, close or reopen it (users: their own tickets)',
  },
  'ticket.list': { audience: 'staff', describe: 'the staff tickets table, assign, internal notes' },
  'ticket.clearComment': { audience: 'admin', describe: 'clear a ticket comment' },
  'upload.create': { audience: 'verified', describe: 'submit a release for moderation' },
  'upload.publish': { audience: 'staff', describe: 'publish an upload directly (trusted roles)' },
  'upload.moderate': { audience: 'mod', describe: 'approve, reject or postpone uploads' },
  'notification.read': { audience: 'user', describe: "read and mark one's own notifications" },
  'vote.cast': { audience: 'user', describe: 'vote on open requests and polls' },
  'poll.manage': { audience: 'mod', describe: 'create and close community polls' },
  'report.create': { audience: 'public', describe: 'report a release or entry' },
  'report.moderate': { audience: 'mod', describe: 'decide reports (fix, hide, remove, dismiss)' },
  // Back office, catalogue half (issue 10, decision 014)
  'entry.history': { audience: 'staff', describe: "read an entry's history from the audit log" },
  'media.upload': { audience: 'staff', describe: 'upload posters, backdrops and screenshots' },
  'container.listOwn': { audience: 'staff', describe: 'list the filecrypt containers one created' },
  // Background jobs and link health (issue 13)
  'jobs.read': { audience: 'admin', describe: 'see the job queue (queued, running, failed, dead per kind)' },
  'jobs.retry': { audience: 'admin', describe: 'retry a failed or dead job' },
  'links.read': { audience: 'staff', describe: 'see hoster link states and dead links' },
  'links.check': { audience: 'staff', describe: 'have the links of an entry or release checked now' },
} as const satisfies Record<string, PolicyRule>;

export type Action = keyof typeof POLICY;

export const ACTIONS = Object.keys(POLICY) as Action[];

/** The caller as the policy sees it: null for a guest. */
export interface PolicySubject {
  id: number;
  role: string;
  /** e-mail verified and 2FA passed in this session */
  verified: boolean;
}

/** Whether the subject belongs to the audience (no ownership involved). */
export function inAudience(subject: PolicySubject | null, audience: Audience): boolean {
  if (audience === 'public') return true;
  if (!subject) return false;
  if (audience === 'user') return true;
  if (!subject.verified) return false;
  switch (audience) {
    case 'verified':
      return true;
    case 'staff':
      return canSeeDashboard(subject.role);
    case 'mod':
      return isMod(subject.role);
    case 'admin':
      return isAdmin(subject.role);
  }
}

/**
 * Whether the subject may perform the action; pass `ownerId` for an item (an ownership rule then
 * lets a caller below `allOf` act only on their own items). Without `ownerId` an ownership rule is
 * read as "may act on at least their own items".
 */
export function can(subject: PolicySubject | null, action: Action, ownerId?: number | null): boolean {
  const rule: PolicyRule = POLICY[action];
  if (!inAudience(subject, rule.audience)) return false;
  if (!rule.ownership || ownerId === undefined) return true;
  if (inAudience(subject, rule.ownership.allOf)) return true;
  return subject !== null && ownerId === subject.id;
}

/** Whether the subject acts on every item of the action (not only their own). */
export function canOnAll(subject: PolicySubject | null, action: Action): boolean {
  const rule: PolicyRule = POLICY[action];
  if (!inAudience(subject, rule.audience)) return false;
  return !rule.ownership || inAudience(subject, rule.ownership.allOf);
}
