import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, favorites, notifications } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a release going public does to its entry, inside the publishing transaction: the entry's
 * "latest" time moves, a proposed entry becomes visible, and everyone who keeps the entry as a
 * favorite gets a notification (their e-mail copies follow the commit), once per release name.
 */
export async function onReleasePublished(
  tx: Tx,
  release: { entryId: number | null; fulltitle: string; userId: number | null },
  /** false for staff releases: an entry a moderator disabled stays disabled */
  { activateEntry = true }: { activateEntry?: boolean } = {},
): Promise<void> {
  if (release.entryId === null) return;
  const [entry] = await tx
    .update(entries)
    .set({
      ...(activateEntry ? { active: true } : {}),
      lastReleaseAt: sql`greatest(coalesce(${entries.lastReleaseAt}, now()), now())`,
    })
    .where(eq(entries.id, release.entryId))
    .returning({ uid: entries.uid, slug: entries.slug, title: entries.title });
  if (!entry) return;
  const fans = await tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(
      and(
        eq(favorites.entryId, release.entryId),
        release.userId === null ? sql`true` : ne(favorites.userId, release.userId),
        // Another upload of a name already announced is a mirror of that release (spec §5): the
        // fan heard of it once (issue 36: three mirrors were three identical notifications).
        sql`not exists (
          select 1 from ${notifications} n
          where n.user_id = ${favorites.userId} and n.kind = 'favorite.release'
            and lower(trim(n.data->>'release')) = lower(trim(${release.fulltitle}))
        )`,
      ),
    );
  if (fans.length === 0) return;
  await tx.insert(notifications).values(
    fans.map((fan) => ({
      userId: fan.userId,
      kind: 'favorite.release',
      title: entry.title,
      link: `/detail/${entry.uid}/${entry.slug}`,
      data: { release: release.fulltitle },
    })),
  );
}
