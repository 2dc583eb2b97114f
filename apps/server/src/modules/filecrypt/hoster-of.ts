/**
 * The hoster key a direct link is filed under in a release's `links` map: the host without
 * `www.` and without its top-level domain (`rapidgator.net` → `rapidgator`, `ddownload.com` →
 * `ddownload`). A host that is a bare name stays as it is.
 */
export function hosterOf(link: string): string | null {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host.replace(/^www\./, '').split('.');
  return labels.length > 1 ? labels.slice(0, -1).join('.') : (labels[0] ?? null);
}

/** Direct links grouped by hoster, each hoster's links in their original order. */
export function groupByHoster(links: string[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const link of links) {
    const hoster = hosterOf(link);
    if (!hoster) continue;
    grouped[hoster] = [...(grouped[hoster] ?? []), link];
  }
  return grouped;
}
