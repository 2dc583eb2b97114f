import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, releases } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { startFakeFilecrypt } from '../../integrations/filecrypt/fake.ts';
import { apiRoutesOf } from '../../plugins/route-answers.ts';
import { sessionTokenFor } from '../auth/testing.ts';

/**
 * Issue 19, "one ownership rule for every release write": an upper imported filecrypt links into
 * anyone's release (`POST /api/filecrypt/getLinks/:id` with `release_id`), with no audit row.
 *
 * This walks every writing route of the app (not a hand list) with a payload aimed at a release
 * of another upper, in three states (live, trashed, trashed with ?force=1). A route counts as
 * release-writing when the owner's same call changes the release, or when it declares a release
 * action with an ownership rule in the policy; each such route must answer the foreign upper 403.
 * For every route, the foreign upper's call must leave the release and its audit trail as they were.
 */
const fake = await startFakeFilecrypt({ apiKey: 'operator-key' });
afterAll(() => fake.close());
const ctx = useTestApp({ FILECRYPT_API_URL: fake.url, FILECRYPT_API_KEY: 'operator-key' });

const CONTAINER = 'ABCDE12345';
type Release = typeof releases.$inferSelect;

/** The release as its owner cares about it (the public download counter left out). */
async function snapshot(id: number): Promise<string> {
  const [row] = await ctx.db.select().from(releases).where(eq(releases.id, id));
  if (!row) return 'gone';
  const { downloads: _counter, ...owned } = row;
  return JSON.stringify(owned);
}

async function auditRows(id: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.itemType, 'release'), eq(auditLog.itemId, String(id))));
  return row?.n ?? 0;
}

function payloadFor(release: Release, otherEntryId: number) {
  return {
    id: release.id,
    ids: [release.id],
    release_id: release.id,
    entry_id: otherEntryId,
    fulltitle: 'Foreign.Upper.Was.Here.2026.German.1080p.WEB.x264-EVIL',
    type: release.type,
    lang: ['de'],
    links: { ddownload: ['https://ddownload.com/evil/file.rar'] },
    crypted_links: { ddownload: 'https://filecrypt.cc/Container/EVIL000000.html' },
    options: {},
    version: release.version,
  };
}

const STATES = [
  { name: 'live', trashed: false, query: '' },
  { name: 'trashed', trashed: true, query: '' },
  { name: 'trashed, force', trashed: true, query: '?force=1' },
] as const;

describe('release writes as a foreign upper', () => {
  it('every release-writing route answers 403 and changes nothing; the owner’s own call works', async () => {
    fake.containers.set(CONTAINER, {
      name: 'Film',
      mirrors: [['https://ddownload.com/aaa/Film.part1.rar', 'https://ddownload.com/bbb/Film.part2.rar']],
    });
    const owner = await buildUser(ctx.db, { role: 'upper' });
    const foreign = await buildUser(ctx.db, { role: 'upper' });
    const otherEntry = await buildEntry(ctx.db);
    // Account routes act on the caller's own account (logout, password, 2FA), never on a release.
    const routes = apiRoutesOf(ctx.app).filter(
      (route) => route.method !== 'GET' && route.method !== 'HEAD' && !route.url.startsWith('/api/auth/'),
    );
    expect(routes.length).toBeGreaterThan(30);

    const releaseWriting = new Set<string>();
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const access = route.config?.access ?? '';
      const policyOwned = /^release\./.test(access) && access !== 'release.create';
      for (const state of STATES) {
        const release = await buildRelease(ctx.db, {
          userId: owner.id,
          links: { rapidgator: ['https://rapidgator.net/file/own/Film.rar'] },
          deletedAt: state.trashed ? new Date() : null,
        });
        const url =
          route.url.replace(/:(\w+)/g, (_whole, param: string) =>
            route.url.includes('/filecrypt/') && param === 'id' ? CONTAINER : String(release.id),
          ) + state.query;
        const call = async (userId: number) => {
          const user = userId === owner.id ? owner : foreign;
          return ctx.app.inject({
            method: route.method as 'POST',
            url,
            headers: { authorization: `Bearer ${await sessionTokenFor(ctx.db, user)}` },
            payload: payloadFor(release, otherEntry.id),
          });
        };
        const before = await snapshot(release.id);
        const audits = await auditRows(release.id);
        const asForeign = await call(foreign.id);
        if ((await snapshot(release.id)) !== before || (await auditRows(release.id)) !== audits)
          problems.push(
            `${name} (${state.name}): the foreign upper changed the release (${asForeign.statusCode})`,
          );
        if (asForeign.statusCode >= 500) problems.push(`${name} (${state.name}): ${asForeign.statusCode}`);
        const asOwner = await call(owner.id);
        const ownerChanged = (await snapshot(release.id)) !== before;
        if (ownerChanged) releaseWriting.add(name);
        if ((ownerChanged || policyOwned) && asForeign.statusCode !== 403)
          problems.push(
            `${name} (${state.name}): foreign upper got ${asForeign.statusCode}, owner ${asOwner.statusCode}`,
          );
        if (ownerChanged && (await auditRows(release.id)) === audits)
          problems.push(`${name} (${state.name}): the owner's write left no audit row`);
      }
    }
    expect(problems).toEqual([]);
    // The walk is not empty: the owner's calls found the writing routes, the filecrypt import among them.
    expect([...releaseWriting].sort()).toEqual(
      expect.arrayContaining([
        'POST /api/filecrypt/getLinks/:id',
        'POST /api/release/update',
        'POST /api/release/delete',
        'POST /api/release/restore',
        'POST /api/release/reassignToEntry',
      ]),
    );
    console.info(`release-writing routes found by the walk: ${[...releaseWriting].sort().join(', ')}`);
  }, 300_000);
});
