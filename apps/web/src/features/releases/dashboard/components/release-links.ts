/** Spec 02 §5: the optional hoster check's allowed list. */
export const ALLOWED_HOSTERS = ['ddownload', 'rapidgator', 'nitro.download'] as const;
export const CONTAINER_ID_MIN = 5;

/** A pasted container URL (…/Container/ABCDE12345.html) is reduced to its ID. */
export function containerIdOf(input: string): string {
  const value = input.trim();
  const match = /\/Container\/([A-Za-z0-9]+)(?:\.html)?/i.exec(value);
  if (match?.[1]) return match[1];
  return value
    .replace(/^https?:\/\/[^/]+\//, '')
    .replace(/\.html$/, '')
    .replace(/[^A-Za-z0-9]/g, '');
}
export const containerUrlOf = (id: string) => `https://filecrypt.cc/Container/${id}.html`;

/** The hoster key of a link: ddownload.com → ddownload, nitro.download → nitro. */
export function hosterOf(url: URL): string {
  const host = url.hostname.replace(/^www\./, '');
  return host.split('.')[0] ?? host;
}

export type ParsedLinks =
  | { ok: true; links: Record<string, string[]> }
  | { ok: false; error: 'parse' | 'hoster'; line: string };

/** Custom links, one per line: each must parse as a URL; with the check on, its host must be allowed. */
export function parseCustomLinks(text: string, checkHoster: boolean): ParsedLinks {
  const links: Record<string, string[]> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(line);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    } catch {
      return { ok: false, error: 'parse', line };
    }
    const host = url.hostname.replace(/^www\./, '');
    if (
      checkHoster &&
      !ALLOWED_HOSTERS.some((allowed) => host === allowed || host.startsWith(`${allowed}.`))
    ) {
      return { ok: false, error: 'hoster', line };
    }
    const key = hosterOf(url);
    links[key] = [...(links[key] ?? []), url.toString()];
  }
  return { ok: true, links };
}

/** Merges link maps host by host without repeating a URL. */
export function mergeLinks(
  a: Record<string, string[]>,
  b: Record<string, string[]>,
): Record<string, string[]> {
  const out: Record<string, string[]> = { ...a };
  for (const [host, list] of Object.entries(b)) out[host] = [...new Set([...(out[host] ?? []), ...list])];
  return out;
}

/** Links from a container lookup, grouped by hoster. */
export function groupLinks(list: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const link of list) {
    try {
      const key = hosterOf(new URL(link));
      out[key] = [...(out[key] ?? []), link];
    } catch {
      // not a URL: skipped
    }
  }
  return out;
}
