/**
 * A module imported on its first use, once. A start imports every module the server's code names;
 * the ones only some configurations or some requests need (PGlite, Redis, sharp, the QR code, the
 * mail transport) are loaded when first asked for, so a restart serves sooner (issue 33).
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!loaded) {
      loaded = load();
      // A failed import is tried again on the next use, not remembered.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
}
