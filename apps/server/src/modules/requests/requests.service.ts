import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { type Lang, type MessageKey, message } from '../../lib/messages/index.ts';
import { type Viewer, viewerIsMod } from '../search/viewer.ts';
import type { RelayStatus, RequestRelay } from './request-relay.ts';
import type { RequestPatch, RequestsRepository } from './requests.repository.ts';

/** A user may ask the bot this many times per window; counted in the database, so it holds across processes. */
export const BOT_REQUESTS_PER_WINDOW = 5;
export const BOT_WINDOW_MS = 10 * 60_000;

/** Spec §5: a scene release name has dots between words and a hyphen before the group. */
export const looksLikeReleaseName = (title: string) => title.includes('.') && title.includes('-');

const BOT_ANSWERS: Record<RelayStatus, MessageKey> = {
  connected: 'botSent',
  connecting: 'botQueued',
  off: 'botStored',
};

/** What the user is told after a stored request, by the bot's state; `sent` only when the bot has it. */
export function botRequestAnswer(title: string, status: RelayStatus, lang: Lang) {
  return { message: message(lang, BOT_ANSWERS[status], { title }), sent: status === 'connected' };
}

export interface RequestUpdate {
  id: number;
  fulltitle?: string | undefined;
  filled?: boolean | undefined;
  release_uid?: string | null | undefined;
}

export function createRequestsService(repo: RequestsRepository, relay: RequestRelay) {
  function requireMod(viewer: Viewer | null): Viewer {
    if (!viewer) throw unauthorized();
    if (!viewerIsMod(viewer)) throw forbidden();
    return viewer;
  }

  return {
    /** POST /api/irc: stores the request in the REQ list, then queues it for the bot (never waits for IRC). */
    async requestFromBot(viewer: Viewer | null, title: string, lang: Lang) {
      if (!viewer) throw unauthorized(message(lang, 'botLogin'));
      // Unverified addresses and sessions still owing the 2FA code may not post to REQ.
      if (!viewer.verified) throw forbidden(message(lang, 'emailNotVerified'));
      if (!looksLikeReleaseName(title)) throw badRequest({ title: message(lang, 'botTitle') });
      const since = new Date(Date.now() - BOT_WINDOW_MS);
      if ((await repo.countSince(viewer.id, since)) >= BOT_REQUESTS_PER_WINDOW) {
        const oldest = (await repo.oldestSince(viewer.id, since)) ?? new Date();
        const retryAfter = (oldest.getTime() + BOT_WINDOW_MS - Date.now()) / 1000;
        throw tooManyRequests(message(lang, 'botTooMany'), retryAfter);
      }
      await repo.create(viewer.id, title);
      const status = relay.status();
      await relay.forward(title);
      return botRequestAnswer(title, status, lang);
    },

    async update(viewer: Viewer | null, input: RequestUpdate) {
      requireMod(viewer);
      const patch: RequestPatch = {};
      if (input.fulltitle !== undefined) patch.fulltitle = input.fulltitle;
      if (input.filled !== undefined) patch.filledAt = input.filled ? new Date() : null;
      if (input.release_uid !== undefined) {
        if (input.release_uid === null) patch.releaseId = null;
        else {
          const releaseId = await repo.releaseIdByUid(input.release_uid);
          if (releaseId === null) throw badRequest({ release_uid: 'Release nicht gefunden.' });
          patch.releaseId = releaseId;
          patch.filledAt ??= new Date();
        }
      }
      const row = await repo.update(input.id, patch);
      if (!row) throw notFound('Anfrage nicht gefunden.');
      return { message: 'Anfrage aktualisiert.' };
    },

    async remove(viewer: Viewer | null, id: number) {
      requireMod(viewer);
      if (!(await repo.remove(id))) throw notFound('Anfrage nicht gefunden.');
      return { message: 'Anfrage gelöscht.' };
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
