import { createHash } from 'node:crypto';
import { notFound } from '../../lib/http-errors.ts';
import type { DownloadsRepository } from './downloads.repository.ts';

/** Sweep expired hits on roughly one request in this many; cheap, and no job needed. */
const SWEEP_EVERY = 200;

export interface DownloadClient {
  ip: string;
  userAgent: string;
}

/** The client identity for de-duplication: a hash, so the table holds no IPs. */
export function clientHash({ ip, userAgent }: DownloadClient): string {
  return createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex');
}

export function createDownloadsService(deps: {
  repo: DownloadsRepository;
  windowMinutes: number;
  now?: () => Date;
  random?: () => number;
}) {
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  return {
    /** Counts a hoster-link click once per client and release within the window. */
    async track(releaseId: number, client: DownloadClient): Promise<{ counted: boolean }> {
      const release = await deps.repo.findLiveRelease(releaseId);
      if (!release) throw notFound('Release not found.');
      const at = now();
      const windowStart = new Date(at.getTime() - deps.windowMinutes * 60_000);
      const counted = await deps.repo.countOnce(release, clientHash(client), at, windowStart);
      if (random() * SWEEP_EVERY < 1) await deps.repo.sweep(windowStart);
      return { counted };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
