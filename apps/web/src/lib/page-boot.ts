/** Boot data read so far, per element id: each page's JSON is parsed once. */
const read = new Map<string, unknown>();

/**
 * The JSON the server put into this page for its first paint (apps/server/src/plugins/page-preloads.ts),
 * or null: on pages without it, on a page the service worker served, and when it cannot be read.
 */
export function readPageBoot<T>(elementId: string): T | null {
  if (!read.has(elementId)) {
    const text = document.getElementById(elementId)?.textContent;
    let value: unknown = null;
    try {
      value = text ? JSON.parse(text) : null;
    } catch {
      value = null;
    }
    read.set(elementId, value);
  }
  return read.get(elementId) as T | null;
}
