import type { FilecryptCreateResponse, FilecryptGetLinksResponse } from '@regal/shared';
import type { UserRow } from '../../db/schema/index.ts';
import { type FilecryptClient, FilecryptError } from '../../integrations/filecrypt/client.ts';
import { HttpError, notFound, serviceUnavailable } from '../../lib/http-errors.ts';
import { type CryptRewriteSettings, rewriteCryptedLinks } from './crypt-link-rewrite.ts';
import type { FilecryptRepository } from './filecrypt.repository.ts';
import { groupByHoster } from './hoster-of.ts';

const CONTAINER_URL_BASE = 'https://filecrypt.cc/Container/';

/** Transport failures become honest HTTP errors; filecrypt's own refusals stay in the answer. */
function transportFailure(error: FilecryptError): HttpError {
  if (error.kind === 'not-configured') return serviceUnavailable(error.message);
  if (error.kind === 'timeout') return new HttpError(504, error.message);
  return new HttpError(502, error.message);
}

export function createFilecryptService(deps: {
  client: FilecryptClient;
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
      user: UserRow,
      containerId: string,
      releaseId?: number,
    ): Promise<FilecryptGetLinksResponse> {
      const release = releaseId === undefined ? null : await deps.repo.findLiveRelease(releaseId);
      if (releaseId !== undefined && !release) throw notFound('Release not found.');

      let links: string[];
      try {
        links = await deps.client.containerLinks(apiKeyOf(user), containerId);
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
      await deps.repo.applyContainer(release.id, {
        links: { ...release.links, ...grouped },
        cryptedLinks: rewriteCryptedLinks(
          { ...release.cryptedLinks, ...crypted },
          release.userId,
          deps.rewrite,
        ),
        parts,
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
