import type { FilecryptCreateResponse, FilecryptGetLinksResponse, PolicySubject } from '@regal/shared';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { type FilecryptClient, FilecryptError } from '../../integrations/filecrypt/client.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound, serviceUnavailable } from '../../lib/http-errors.ts';
import { requireAccess } from '../../plugins/access.ts';
import { type CryptRewriteSettings, rewriteCryptedLinks } from './crypt-link-rewrite.ts';
import { createFilecryptRepository, type FilecryptRepository } from './filecrypt.repository.ts';
import { groupByHoster } from './hoster-of.ts';

const CONTAINER_URL_BASE = 'https://filecrypt.cc/Container/';

/** Transport failures become honest HTTP errors; filecrypt's own refusals stay in the answer. */
function transportFailure(error: FilecryptError): HttpError {
  if (error.kind === 'not-configured') return serviceUnavailable(error.message);
  if (error.kind === 'timeout') return new HttpError(504, error.message);
  return new HttpError(502, error.message);
}

/** The caller: the policy subject and the user row (their own filecrypt key). */
export interface FilecryptActor extends PolicySubject {
  user: UserRow;
}
type Actor = FilecryptActor;

export function createFilecryptService(deps: {
  client: FilecryptClient;
  db: Database;
  repo: FilecryptRepository;
  defaultApiKey: string;
  rewrite: CryptRewriteSettings;
}) {
  /** Spec: `fc_api_key` is a per-user setting; the operator's key is the default. */
  const apiKeyOf = (user: UserRow) => user.settings.fc_api_key?.trim() || deps.defaultApiKey;

  return {
    /**
     * Reads a container's links; with a release, sets its host link (the container URL in
     * `crypted_links`), direct links and part count (spec 02 §4).
     */
    async getLinks(
      actor: Actor,
      containerId: string,
      releaseId?: number,
    ): Promise<FilecryptGetLinksResponse> {
      const release = releaseId === undefined ? null : await deps.repo.findLiveRelease(releaseId);
      if (releaseId !== undefined && !release) throw notFound('Release not found.');
      // The one ownership rule of release writes (issue 19): an upper imports only into their own
      // releases — checked before filecrypt is asked, and again on the locked row below.
      if (release) requireAccess(actor, 'release.update', release.userId ?? 0);

      let links: string[];
      try {
        links = await deps.client.containerLinks(apiKeyOf(actor.user), containerId);
      } catch (error) {
        if (error instanceof FilecryptError && error.kind === 'api')
          return { links: { error: error.message }, release: null };
        if (error instanceof FilecryptError) throw transportFailure(error);
        throw error;
      }
      if (links.length === 0) return { links: { error: 'The container holds no links.' }, release: null };
      if (!release) return { links, release: null };

      const grouped = groupByHoster(links);
      const containerUrl = `${CONTAINER_URL_BASE}${containerId}.html`;
      const crypted = Object.fromEntries(Object.keys(grouped).map((hoster) => [hoster, containerUrl]));
      const parts = Math.max(...Object.values(grouped).map((list) => list.length));
      await deps.db.transaction(async (tx) => {
        const repo = createFilecryptRepository(tx);
        const current = await repo.lockLiveRelease(release.id);
        if (!current) throw notFound('Release not found.');
        requireAccess(actor, 'release.update', current.userId ?? 0);
        const change = {
          links: { ...current.links, ...grouped },
          cryptedLinks: rewriteCryptedLinks(
            { ...current.cryptedLinks, ...crypted },
            current.userId,
            deps.rewrite,
          ),
          parts,
        };
        await repo.applyContainer(current.id, change);
        await recordAudit(tx, {
          actor: actor.user,
          action: 'release.importContainer',
          itemType: 'release',
          itemId: current.id,
          itemLabel: current.fulltitle,
          changes: diffFields(
            { links: current.links, crypted_links: current.cryptedLinks, parts: current.parts },
            { links: change.links, crypted_links: change.cryptedLinks, parts },
          ),
        });
      });
      return { links, release: { id: release.id, parts } };
    },

    async createContainer(user: UserRow, name: string, links: string[]): Promise<FilecryptCreateResponse> {
      try {
        const link = await deps.client.createContainer(apiKeyOf(user), name, links);
        // Listed on dashboard/myfilecrypt (decision 014).
        await deps.repo.recordContainer(user.id, name, link, links.length);
        return { container: { link, error: null } };
      } catch (error) {
        if (!(error instanceof FilecryptError)) throw error;
        if (error.kind !== 'api') throw transportFailure(error);
        const reason = error.message === 'Could not create a Container' ? '' : ` (${error.message})`;
        return { container: { link: null, error: `Could not create a Container${reason}` } };
      }
    },
  };
}
export type FilecryptService = ReturnType<typeof createFilecryptService>;
