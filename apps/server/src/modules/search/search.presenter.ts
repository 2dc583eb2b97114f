import {
  type ActorHit,
  type CartEntry,
  type EntryType,
  formatBytes,
  type ReleaseHit,
  type RequestItem,
  ZERO_DAY_SECTIONS,
  type ZeroDayItem,
  type ZeroDaySection,
} from '@regal/shared';
import type { ReleaseRow } from '../../db/schema/releases.ts';
import { presentRelease } from '../entries/entries.presenter.ts';
import { type CryptRewriteSettings, rewriteCryptedLinks } from '../filecrypt/crypt-link-rewrite.ts';
import { actorImageUrl, coverUrl } from '../media/media-urls.ts';
import type { RequestListRow } from '../requests/requests.repository.ts';
import type { ReleaseHitRow } from './release-search.repository.ts';

interface EntryColumns {
  id: number;
  uid: string;
  slug: string;
  title: string;
  type: string;
  cover: string | null;
}

function presentCartEntry(entry: EntryColumns | null): CartEntry | null {
  if (!entry) return null;
  return { ...entry, type: entry.type as EntryType, cover: entry.cover ?? coverUrl(entry.uid) };
}

export function presentReleaseHit(
  release: ReleaseRow,
  username: string | null,
  entry: EntryColumns | null,
  cryptRewrite: CryptRewriteSettings,
): ReleaseHit {
  return { ...presentRelease(release, username, cryptRewrite), entry: presentCartEntry(entry) };
}

const isSection = (value: string): value is ZeroDaySection =>
  (ZERO_DAY_SECTIONS as readonly string[]).includes(value);

export function presentZeroDayItem(row: ReleaseHitRow, cryptRewrite: CryptRewriteSettings): ZeroDayItem {
  const { release } = row;
  return {
    id: release.id,
    section: isSection(row.section) ? row.section : 'appz',
    fulltitle: release.fulltitle,
    folder: release.folder,
    size: release.size,
    size_readable: formatBytes(release.size),
    links: {
      ddownload: release.links.ddownload ?? [],
      rapidgator: release.links.rapidgator ?? [],
      crypt_links: rewriteCryptedLinks(release.cryptedLinks, release.userId, cryptRewrite),
    },
    updated_at: release.updatedAt.toISOString(),
    release: presentReleaseHit(release, row.username, row.entry, cryptRewrite),
  };
}

/** Spec §6: only moderators see who asked. */
export function presentRequestItem(
  row: RequestListRow,
  showUser: boolean,
  cryptRewrite: CryptRewriteSettings,
): RequestItem {
  const { request } = row;
  return {
    id: request.id,
    fulltitle: request.fulltitle,
    user: showUser && row.requester ? { username: row.requester } : null,
    filled_at: request.filledAt ? request.filledAt.toISOString() : null,
    created_at: request.createdAt.toISOString(),
    release: row.release ? presentReleaseHit(row.release, row.uploader, row.entry, cryptRewrite) : null,
    votes: row.votes,
    voted: row.voted,
  };
}

export function presentActorHit(row: {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  entriesCount: number;
}): ActorHit {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image ?? actorImageUrl(row.slug),
    entries_count: row.entriesCount,
  };
}
