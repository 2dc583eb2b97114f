import type { Key, KeyKind, KeysCreate, KeysResponse, KeysUpdate } from '@regal/shared';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betaKeys, licenseKeys, packages, type UserRow, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { newKeyCode } from './key-codes.ts';

export const KEYS_PER_PAGE = 50;
export const KEY_MESSAGES = {
  created: '{n} Keys erstellt.',
  updated: 'Keys gespeichert.',
  cleared: 'IP-Bindung gelöscht.',
  licenseCleared: 'Key zurückgesetzt.',
  notFound: 'Key nicht gefunden.',
  packageNotFound: 'Paket nicht gefunden.',
  invalid: 'Dieser Key ist ungültig, abgelaufen oder schon vergeben.',
} as const;

/** The package a redeemed license key unlocks. */
export interface RedeemedPackage {
  id: number;
  name: string;
  version: string;
  type: string;
}

type Table = typeof betaKeys | typeof licenseKeys;
const tableOf = (kind: KeyKind): Table => (kind === 'beta' ? betaKeys : licenseKeys);
type KeyRow = typeof betaKeys.$inferSelect & { packageId?: number | null };

function statusOf(kind: KeyKind, row: KeyRow, now: Date): Key['status'] {
  if (!row.active) return 'disabled';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (kind === 'license') return row.userId === null ? 'not_used' : 'used';
  return 'active';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createKeysService(db: Database) {
  async function present(kind: KeyKind, rows: KeyRow[]): Promise<Key[]> {
    const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
    const packageIds = [
      ...new Set(rows.map((r) => r.packageId ?? null).filter((id): id is number => id !== null)),
    ];
    const names = new Map(
      userIds.length
        ? (
            await db
              .select({ id: users.id, username: users.username })
              .from(users)
              .where(inArray(users.id, userIds))
          ).map((u) => [u.id, u.username])
        : [],
    );
    const pkgs = new Map(
      packageIds.length
        ? (
            await db
              .select({ id: packages.id, name: packages.name })
              .from(packages)
              .where(inArray(packages.id, packageIds))
          ).map((p) => [p.id, p.name])
        : [],
    );
    const now = new Date();
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      ip: row.ip,
      user: row.userId !== null ? { id: row.userId, username: names.get(row.userId) ?? '' } : null,
      active: row.active,
      status: statusOf(kind, row, now),
      logged_at: iso(row.loggedAt),
      expires_at: iso(row.expiresAt),
      created_at: row.createdAt.toISOString(),
      package: row.packageId ? { id: row.packageId, name: pkgs.get(row.packageId) ?? '' } : null,
    }));
  }

  return {
    async list(
      kind: KeyKind,
      query: { page?: number; search?: string; status?: 'active' | 'disabled' },
    ): Promise<KeysResponse> {
      const table = tableOf(kind);
      const filters: SQL[] = [];
      if (query.search?.trim()) {
        const like = `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(ilike(table.key, like), ilike(table.ip, like));
        if (match) filters.push(match);
      }
      if (query.status) filters.push(eq(table.active, query.status === 'active'));
      const where = filters.length ? and(...filters) : undefined;
      const page = query.page ?? 1;
      const [total] = await db.select({ n: count() }).from(table).where(where);
      const rows = (await db
        .select()
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(KEYS_PER_PAGE)
        .offset((page - 1) * KEYS_PER_PAGE)) as KeyRow[];
      const n = total?.n ?? 0;
      const from = rows.length ? (page - 1) * KEYS_PER_PAGE + 1 : null;
      return {
        data: await present(kind, rows),
        current_page: page,
        last_page: Math.max(1, Math.ceil(n / KEYS_PER_PAGE)),
        per_page: KEYS_PER_PAGE,
        from,
        to: from === null ? null : from + rows.length - 1,
        total: n,
      };
    },

    async create(
      actor: UserRow,
      kind: KeyKind,
      body: KeysCreate,
    ): Promise<{ message: string; items: Key[] }> {
      const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
      const rows = await db.transaction(async (tx) => {
        if (kind === 'license' && body.package_id) {
          const [pkg] = await tx
            .select({ id: packages.id })
            .from(packages)
            .where(eq(packages.id, body.package_id));
          if (!pkg) throw badRequest({ package_id: KEY_MESSAGES.packageNotFound });
        }
        const values = Array.from({ length: body.count }, () => ({
          key: newKeyCode(),
          expiresAt,
          ...(kind === 'license' ? { packageId: body.package_id ?? null } : {}),
        }));
        const created = (await tx.insert(tableOf(kind)).values(values).returning()) as KeyRow[];
        await recordAudit(tx, {
          actor,
          action: 'key.create',
          itemType: `${kind}_key`,
          itemLabel: `${created.length} × ${kind}`,
          changes: {
            count: { from: null, to: created.length },
            expires_at: { from: null, to: iso(expiresAt) },
          },
        });
        return created;
      });
      return {
        message: KEY_MESSAGES.created.replace('{n}', String(rows.length)),
        items: await present(kind, rows),
      };
    },

    async update(actor: UserRow, kind: KeyKind, body: KeysUpdate): Promise<{ message: string }> {
      const table = tableOf(kind);
      const set: { active?: boolean; expiresAt?: Date | null } = {};
      if (body.active !== undefined) set.active = body.active;
      if (body.expires_at !== undefined) set.expiresAt = body.expires_at ? new Date(body.expires_at) : null;
      if (Object.keys(set).length === 0) return { message: KEY_MESSAGES.updated };
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(table)
          .set(set)
          .where(inArray(table.id, body.ids))
          .returning({ id: table.id, key: table.key });
        if (changed.length === 0) throw notFound(KEY_MESSAGES.notFound);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (set.active !== undefined) changes.active = { from: !set.active, to: set.active };
        if (set.expiresAt !== undefined) changes.expires_at = { from: null, to: iso(set.expiresAt) };
        await recordAudit(tx, {
          actor,
          action: 'key.update',
          itemType: `${kind}_key`,
          itemId: changed.length === 1 ? changed[0]?.id : null,
          itemLabel: changed.length === 1 ? (changed[0]?.key ?? null) : `${changed.length} Keys`,
          changes,
        });
      });
      return { message: KEY_MESSAGES.updated };
    },

    /** Spec 02 §4: beta clear-IP resets the binding; for license keys the whole state (ip, user, time). */
    async clearIp(actor: UserRow, kind: KeyKind, key: string): Promise<{ message: string }> {
      const table = tableOf(kind);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(table).where(eq(table.key, key)).for('update');
        if (!row) throw notFound(KEY_MESSAGES.notFound);
        const set = kind === 'beta' ? { ip: null } : { ip: null, userId: null, loggedAt: null };
        await tx.update(table).set(set).where(eq(table.id, row.id));
        await recordAudit(tx, {
          actor,
          action: 'key.clearIp',
          itemType: `${kind}_key`,
          itemId: row.id,
          itemLabel: row.key,
          changes:
            kind === 'beta'
              ? { ip: { from: row.ip, to: null } }
              : { ip: { from: row.ip, to: null }, user_id: { from: row.userId, to: null } },
        });
      });
      return { message: kind === 'beta' ? KEY_MESSAGES.cleared : KEY_MESSAGES.licenseCleared };
    },

    /**
     * A user redeems a license key: it binds to them and the address, and unlocks its package.
     * Unknown, disabled, expired and someone else's keys get the same answer (no key oracle).
     */
    async redeemLicense(user: UserRow, key: string, ip: string): Promise<RedeemedPackage> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(licenseKeys).where(eq(licenseKeys.key, key)).for('update');
        const now = new Date();
        const usable =
          row?.active &&
          (row.expiresAt === null || row.expiresAt > now) &&
          (row.userId === null || row.userId === user.id) &&
          row.packageId !== null;
        if (!row || !usable || row.packageId === null) throw badRequest({ key: KEY_MESSAGES.invalid });
        await tx
          .update(licenseKeys)
          .set({ userId: user.id, ip, loggedAt: now })
          .where(eq(licenseKeys.id, row.id));
        const [pkg] = await tx
          .select({ id: packages.id, name: packages.name, version: packages.version, type: packages.type })
          .from(packages)
          .where(eq(packages.id, row.packageId));
        return pkg ?? { id: row.packageId, name: '', version: '', type: '' };
      });
    },

    /**
     * Registration with a beta key (REGISTRATION_BETA_KEY_REQUIRED): the key must be active and
     * unexpired, and is bound to the first address that redeems it. Returns the key's id, or null.
     */
    async redeemBeta(key: string, ip: string): Promise<number | null> {
      const now = new Date();
      const [row] = await db
        .update(betaKeys)
        .set({ ip: sql`coalesce(${betaKeys.ip}, ${ip})`, loggedAt: now })
        .where(
          and(
            eq(betaKeys.key, key),
            eq(betaKeys.active, true),
            or(isNull(betaKeys.expiresAt), gt(betaKeys.expiresAt, now)),
            or(isNull(betaKeys.ip), eq(betaKeys.ip, ip)),
          ),
        )
        .returning({ id: betaKeys.id });
      return row?.id ?? null;
    },
  };
}
/** The account a beta key opened (shown in the keys table). */
export async function bindBetaKey(db: Database, keyId: number, userId: number) {
  await db
    .update(betaKeys)
    .set({ userId })
    .where(and(eq(betaKeys.id, keyId), isNull(betaKeys.userId)));
}

export type KeysService = ReturnType<typeof createKeysService>;
