import {
  assignableRoles,
  can,
  canChangeMember,
  type EmployeesResponse,
  MEMBERS_PER_PAGE,
  type MemberCreate,
  type MemberMessage,
  type MembersQuery,
  type MembersResponse,
  type MemberUpdate,
  type PolicySubject,
} from '@regal/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Mailer } from '../../jobs/mailer.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { LOCK_KEYS, lockForTransaction, transactionWithRetry } from '../../lib/transactions.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { newOpaqueToken, sha256Hex } from '../auth/tokens.ts';
import { createAuthUsersRepository } from '../auth/users.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { MEMBER_MESSAGES as M } from './members.messages.ts';
import { presentMember } from './members.presenter.ts';
import { createMembersRepository } from './members.repository.ts';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

type Changes = Partial<
  Pick<UserRow, 'role' | 'active' | 'firstname' | 'lastname' | 'displayname' | 'mobile' | 'emailVerifiedAt'>
>;

const auditable = (row: Pick<UserRow, keyof Changes>, changes: Changes) =>
  Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof Changes]]));

export function createMembersService(db: Database, config: Config, mailer: () => Mailer | undefined) {
  /**
   * The one path of every member change (row edit, grant, block, employees): who-may-change-whom,
   * the last-admin rule, sessions ended on block, the audit row — all in one transaction.
   */
  async function change(caller: UserRow, id: number, changes: Changes, action: string): Promise<UserRow> {
    return transactionWithRetry(db, async (tx) => {
      // Member changes run one after the other (issue 19): the last-admin count and the caller's
      // own role are read after the lock, so two admins demoting themselves at once cannot both
      // pass, and two cross-edits cannot deadlock on each other's rows.
      await lockForTransaction(tx, LOCK_KEYS.memberChanges);
      const repo = createMembersRepository(tx);
      // The caller as they are now, not as their session saw them: a demotion or block that
      // committed a moment ago counts.
      const actor = await repo.findById(caller.id);
      if (!actor?.active || !can({ id: actor.id, role: actor.role, verified: true }, 'member.update'))
        throw forbidden(M.cannotChange);
      const target = await repo.lock(id);
      if (!target) throw notFound(M.notFound);
      if (target.id !== actor.id && !canChangeMember(actor.role, target.role))
        throw forbidden(M.cannotChange);
      if (changes.role !== undefined && changes.role !== target.role) {
        if (!assignableRoles(actor.role).includes(changes.role as never)) throw forbidden(M.roleTooHigh);
        if (target.id === actor.id && actor.role !== 'admin') throw forbidden(M.roleTooHigh);
      }
      if (changes.active === false && target.id === actor.id) throw conflict(M.selfBlock);
      const demoted = changes.role !== undefined && changes.role !== 'admin';
      const blocked = changes.active === false;
      if (target.role === 'admin' && target.active && (demoted || blocked)) {
        if ((await repo.otherActiveAdmins(target.id)) === 0) throw conflict(M.lastAdmin);
      }
      const diff = diffFields(auditable(target, changes), auditable({ ...target, ...changes }, changes));
      if (Object.keys(diff).length === 0) return target;
      const updated = await repo.update(target.id, changes);
      // Blocking ends every session at once: the next request with any old token is a 401.
      if (blocked && target.active) await createSessionsRepository(tx).revokeAllOfUser(target.id, new Date());
      await recordAudit(tx, {
        actor,
        action,
        itemType: 'member',
        itemId: target.id,
        itemLabel: target.username,
        changes: diff,
      });
      return updated;
    });
  }

  const showEmailTo = (subject: PolicySubject | null, asked: boolean) =>
    asked && can(subject, 'member.viewEmail');

  return {
    async list(subject: PolicySubject | null, query: MembersQuery): Promise<MembersResponse> {
      const repo = createMembersRepository(db);
      const { rows, total, page } = await repo.page(query, MEMBERS_PER_PAGE);
      const counts = await repo.roleCounts();
      const showEmail = showEmailTo(subject, query.show_email === '1');
      const lastPage = Math.max(1, Math.ceil(total / MEMBERS_PER_PAGE));
      const from = rows.length ? (page - 1) * MEMBERS_PER_PAGE + 1 : null;
      return {
        users: {
          data: rows.map((row) => presentMember(row, showEmail)),
          current_page: page,
          last_page: lastPage,
          per_page: MEMBERS_PER_PAGE,
          from,
          to: from === null ? null : from + rows.length - 1,
          total,
        },
        count: {
          admin: counts.get('admin') ?? 0,
          mod: counts.get('mod') ?? 0,
          upper: counts.get('upper') ?? 0,
          dev: counts.get('dev') ?? 0,
        },
      };
    },

    async update(actor: UserRow, subject: PolicySubject, body: MemberUpdate): Promise<MemberMessage> {
      const changes: Changes = {};
      if (body.role !== undefined) changes.role = body.role;
      if (body.active !== undefined) changes.active = body.active;
      if (body.firstname !== undefined) changes.firstname = body.firstname || null;
      if (body.lastname !== undefined) changes.lastname = body.lastname || null;
      if (body.displayname !== undefined) changes.displayname = body.displayname || null;
      if (body.mobile !== undefined) changes.mobile = body.mobile || null;
      if (body.email_verified_at !== undefined)
        changes.emailVerifiedAt = body.email_verified_at === null ? null : new Date(body.email_verified_at);
      const row = await change(actor, body.id, changes, 'member.update');
      return { message: M.updated, user: presentMember(row, can(subject, 'member.viewEmail')) };
    },

    /** Grant and block are idempotent: the same state twice is one change and one audit row. */
    async setActive(actor: UserRow, id: number, active: boolean): Promise<{ message: string; row: UserRow }> {
      const row = await change(actor, id, { active }, active ? 'member.grant' : 'member.block');
      return { message: active ? M.granted : M.blocked, row };
    },

    async create(actor: UserRow, body: MemberCreate): Promise<MemberMessage> {
      if (!assignableRoles(actor.role).includes(body.role)) throw forbidden(M.roleTooHigh);
      const now = new Date();
      const token = newOpaqueToken();
      const row = await db.transaction(async (tx) => {
        const users = createAuthUsersRepository(tx);
        if (await users.usernameTaken(body.username))
          throw conflict(M.usernameTaken, { username: M.usernameTaken });
        if (await users.findByEmail(body.email)) throw conflict(M.emailTaken, { email: M.emailTaken });
        const created = await users.insert({
          username: body.username,
          email: body.email,
          role: body.role,
          firstname: body.firstname || null,
          lastname: body.lastname || null,
          mobile: body.mobile || null,
          passwordHash: null,
          emailVerifiedAt: null,
        });
        if (!created) throw conflict(M.usernameTaken, { username: M.usernameTaken });
        await users.insertResetToken(
          created.id,
          sha256Hex(token),
          now,
          new Date(now.getTime() + INVITATION_TTL_MS),
        );
        await recordAudit(tx, {
          actor,
          action: 'member.create',
          itemType: 'member',
          itemId: created.id,
          itemLabel: created.username,
          changes: diffFields(null, { username: created.username, email: created.email, role: created.role }),
        });
        return created;
      });
      const link = `${config.PUBLIC_URL.replace(/\/$/, '')}/auth/password/reset?token=${token}`;
      mailer()?.queue(invitationMail(row.email, row.username, link, config.SITE_NAME || 'Regal'));
      return { message: M.created, user: presentMember(row, true) };
    },

    async employees(): Promise<EmployeesResponse> {
      const rows = await createMembersRepository(db).staff();
      return { users: rows.map((row) => presentMember(row, true)) };
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
