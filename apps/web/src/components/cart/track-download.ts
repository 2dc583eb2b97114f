/**
 * Spec §7: a hoster-link click fires `POST /api/release/download`, fire and forget. A beacon
 * survives the tab navigating away and never delays the click; where beacons are missing, a
 * keepalive fetch does the same. Failures are ignored on purpose: counting must not get in the way.
 */
export function trackDownload(releaseId: number): void {
  const body = JSON.stringify({ id: releaseId });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/release/download', body))
      return;
  } catch {
    // fall through to fetch
  }
  void fetch('/api/release/download', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {});
}
