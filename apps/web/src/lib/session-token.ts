import { TOKEN_STORAGE_KEY } from '@regal/shared';

/**
 * Where the bearer token lives (spec §9 "Token cookie: 365 days if remember, else session"):
 * localStorage keeps a remembered login across browser restarts (the server session lasts 365
 * days); sessionStorage forgets a plain login when the browser session ends.
 */
function storages(): Storage[] {
  try {
    // None where the server renders: reading the missing global would throw on every API read of a
    // page miss, and a thrown error's stack is not free. (A browser that blocks storage throws here.)
    if (typeof localStorage === 'undefined') return [];
    return [localStorage, sessionStorage];
  } catch {
    return [];
  }
}

export function readToken(): string | null {
  for (const storage of storages()) {
    const token = storage.getItem(TOKEN_STORAGE_KEY);
    if (token) return token;
  }
  return null;
}

const tokenListeners = new Set<() => void>();

/** For `useSyncExternalStore`: told when this page stores or clears the token. */
export function subscribeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function storeToken(token: string, remember: boolean): void {
  for (const storage of storages()) storage.removeItem(TOKEN_STORAGE_KEY);
  const [local, session] = storages();
  (remember ? local : session)?.setItem(TOKEN_STORAGE_KEY, token);
  for (const listener of tokenListeners) listener();
}

export function clearToken(): void {
  for (const storage of storages()) storage.removeItem(TOKEN_STORAGE_KEY);
  for (const listener of tokenListeners) listener();
}

type UnauthorizedListener = (message: string) => void;
const listeners = new Set<UnauthorizedListener>();

/** The session store listens here for "401 while logged in" (spec §4, §8). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the API client when a request that carried a token came back 401. */
export function reportUnauthorized(message: string): void {
  for (const listener of listeners) listener(message);
}
