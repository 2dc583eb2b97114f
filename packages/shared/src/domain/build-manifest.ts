/** One record of Vite's `dist/.vite/manifest.json`. */
export type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

/** What a set of modules needs from the build, in the order they are reached. */
export interface ManifestClosure {
  scripts: string[];
  styles: string[];
  /** Keys the manifest has no chunk for. */
  missing: string[];
}

/**
 * The files the browser must fetch before `keys` can run: their chunks, what those import
 * statically, and the style sheets of all of them. A key is a source module (`src/…/page.tsx`,
 * `index.html`) or the name of a code-splitting group (`locale-de-shell`). The server's preloads and
 * the web build's first-load budget both read the manifest through this walk.
 */
export function manifestClosure(manifest: BuildManifest, keys: readonly string[]): ManifestClosure {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const missing: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.name === key && !c.isEntry);
    if (!chunk) {
      missing.push(key);
      return;
    }
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles], missing };
}
