import type {
  Package,
  PackageSave,
  PackagesBulk,
  PackagesResponse,
  PackageUpdate,
  ZPackagesQuery,
} from '@regal/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { licenseKeys, type PackageRow, packages, type UserRow, users } from '../../db/schema/index.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';

export const PACKAGES_PER_PAGE = 50;
export const PACKAGE_MESSAGES = {
  notFound: 'Paket nicht gefunden.',
  userNotFound: 'Mitglied nicht gefunden.',
  saved: 'Paket gespeichert.',
  created: 'Paket angelegt.',
  bulk: '{n} Pakete geändert.',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const SORT = {
  name: packages.name,
  updated: packages.updatedAt,
  downloads: packages.downloads,
  released: packages.releasedAt,
} as const;

function present(row: PackageRow, username: string | null): Package {
  return {
    id: row.id,
    image: row.image,
    name: row.name,
    version: row.version,
    cusa: row.cusa,
    type: row.type,
    downloads: row.downloads,
    assigned: row.userId !== null ? { id: row.userId, username: username ?? '' } : null,
    author: row.author,
    pv: row.pv,
    active: row.active,
    released_at: iso(row.releasedAt),
    verified_at: iso(row.verifiedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a save writes; `verified` sets or clears verified_at. */
function columnsOf(body: PackageUpdate, before: PackageRow | null) {
  const set: Partial<typeof packages.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.version !== undefined) set.version = body.version;
  if (body.cusa !== undefined) set.cusa = body.cusa;
  if (body.type !== undefined) set.type = body.type;
  if (body.image !== undefined) set.image = body.image || null;
  if (body.author !== undefined) set.author = body.author;
  if (body.pv !== undefined) set.pv = [...new Set(body.pv)];
  if (body.user_id !== undefined) set.userId = body.user_id;
  if (body.active !== undefined) set.active = body.active;
  if (body.released_at !== undefined) set.releasedAt = body.released_at ? new Date(body.released_at) : null;
  if (body.verified !== undefined) set.verifiedAt = body.verified ? (before?.verifiedAt ?? new Date()) : null;
  return set;
}

export function createPackagesService(db: Database) {
  const withUser = () =>
    db
      .select({ pkg: packages, username: users.username })
      .from(packages)
      .leftJoin(users, eq(users.id, packages.userId));

  async function checkUser(userId: number | null | undefined) {
    if (!userId) return;
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) throw badRequest({ user_id: PACKAGE_MESSAGES.userNotFound });
  }

  async function one(id: number): Promise<Package> {
    const [row] = await withUser().where(eq(packages.id, id));
    if (!row) throw notFound(PACKAGE_MESSAGES.notFound);
    return present(row.pkg, row.username);
  }

  return {
    one,

    async list(query: z.infer<typeof ZPackagesQuery>): Promise<PackagesResponse> {
      const filters: SQL[] = [];
      if (query.search?.trim()) {
        const like = `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(
          ilike(packages.name, like),
          ilike(packages.cusa, like),
          ilike(packages.author, like),
        );
        if (match) filters.push(match);
      }
      if (query.status) filters.push(eq(packages.active, query.status === 'active'));
      const where = filters.length ? and(...filters) : undefined;
      const page = query.page ?? 1;
      const column = SORT[query.sortBy ?? 'updated'];
      const order = query.sortOrder === 'asc' ? asc(column) : desc(column);
      const [total] = await db.select({ n: count() }).from(packages).where(where);
      const rows = await withUser()
        .where(where)
        .orderBy(order, desc(packages.id))
        .limit(PACKAGES_PER_PAGE)
        .offset((page - 1) * PACKAGES_PER_PAGE);
      const n = total?.n ?? 0;
      const from = rows.length ? (page - 1) * PACKAGES_PER_PAGE + 1 : null;
      return {
        data: rows.map((row) => present(row.pkg, row.username)),
        current_page: page,
        last_page: Math.max(1, Math.ceil(n / PACKAGES_PER_PAGE)),
        per_page: PACKAGES_PER_PAGE,
        from,
        to: from === null ? null : from + rows.length - 1,
        total: n,
      };
    },

    async create(actor: UserRow, body: PackageSave): Promise<{ message: string; item: Package }> {
      await checkUser(body.user_id);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(packages)
          .values({ name: body.name, ...columnsOf(body, null) })
          .returning();
        if (!row) throw new Error('package insert returned nothing');
        await recordAudit(tx, {
          actor,
          action: 'package.create',
          itemType: 'package',
          itemId: row.id,
          itemLabel: row.name,
          changes: diffFields(null, {
            name: row.name,
            version: row.version,
            cusa: row.cusa,
            active: row.active,
          }),
        });
        return row.id;
      });
      return { message: PACKAGE_MESSAGES.created, item: await one(id) };
    },

    async update(
      actor: UserRow,
      id: number,
      body: PackageUpdate,
    ): Promise<{ message: string; item: Package }> {
      await checkUser(body.user_id);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
        if (!before) throw notFound(PACKAGE_MESSAGES.notFound);
        const set = columnsOf(body, before);
        const [after] = await tx
          .update(packages)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(packages.id, id))
          .returning();
        if (!after) throw notFound(PACKAGE_MESSAGES.notFound);
        const keys = Object.keys(set) as (keyof PackageRow)[];
        const pick = (row: PackageRow) => Object.fromEntries(keys.map((key) => [key, row[key]]));
        const changes = diffFields(pick(before), pick(after));
        if (Object.keys(changes).length > 0)
          await recordAudit(tx, {
            actor,
            action: 'package.edit',
            itemType: 'package',
            itemId: id,
            itemLabel: after.name,
            changes,
          });
      });
      return { message: PACKAGE_MESSAGES.saved, item: await one(id) };
    },

    async bulk(actor: UserRow, body: PackagesBulk): Promise<{ message: string }> {
      const set =
        body.action === 'verify' ? { verifiedAt: new Date() } : { active: body.action === 'activate' };
      const n = await db.transaction(async (tx) => {
        const changed = await tx
          .update(packages)
          .set({ ...set, updatedAt: new Date() })
          .where(inArray(packages.id, body.ids))
          .returning({ id: packages.id });
        if (changed.length === 0) throw notFound(PACKAGE_MESSAGES.notFound);
        await recordAudit(tx, {
          actor,
          action: 'package.bulk',
          itemType: 'package',
          itemLabel: `${changed.length} Pakete`,
          changes: {
            action: { from: null, to: body.action },
            ids: { from: null, to: changed.map((c) => c.id) },
          },
        });
        return changed.length;
      });
      return { message: PACKAGE_MESSAGES.bulk.replace('{n}', String(n)) };
    },

    /** The packages the user unlocked with a license key. */
    async unlocked(user: UserRow): Promise<Package[]> {
      const rows = await withUser()
        .innerJoin(licenseKeys, eq(licenseKeys.packageId, packages.id))
        .where(and(eq(licenseKeys.userId, user.id), eq(licenseKeys.active, true)))
        .orderBy(asc(packages.name));
      return rows.map((row) => present(row.pkg, row.username));
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
