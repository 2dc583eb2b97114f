import type { Config } from '../../config.ts';

/**
 * Spec: "Hosters with user id 4 rewrite the crypt link host." Which uploader and which hosts is
 * an operator setting (CRYPT_REWRITE_USER_ID, CRYPT_LINK_REWRITE_FROM → _TO); with FROM empty
 * nothing is rewritten. Only the host changes; path, query and scheme stay.
 */
export interface CryptRewriteSettings {
  userId: number;
  from: string;
  to: string;
}

/**
 * The operator's settings, for every place that stores or presents crypted links. Getters read the
 * config at each use: an admin changes these at run time (decision 015).
 */
export function cryptRewriteSettingsOf(config: Config): CryptRewriteSettings {
  return {
    get userId() {
      return config.CRYPT_REWRITE_USER_ID;
    },
    get from() {
      return config.CRYPT_LINK_REWRITE_FROM;
    },
    get to() {
      return config.CRYPT_LINK_REWRITE_TO;
    },
  };
}

export function rewriteCryptLink(link: string, settings: CryptRewriteSettings): string {
  if (!settings.from || !settings.to) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.hostname.toLowerCase() !== settings.from.toLowerCase()) return link;
  url.hostname = settings.to;
  return url.toString();
}

/** The crypted links of a release as shown/stored: rewritten only for the configured uploader. */
export function rewriteCryptedLinks(
  links: Record<string, string>,
  releaseUserId: number | null,
  settings: CryptRewriteSettings,
): Record<string, string> {
  if (releaseUserId === null || releaseUserId !== settings.userId) return links;
  return Object.fromEntries(
    Object.entries(links).map(([hoster, link]) => [hoster, rewriteCryptLink(link, settings)]),
  );
}
