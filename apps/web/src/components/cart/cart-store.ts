import { CART_STORAGE_KEY, type CartEntry, type CartItem, type EntryCard, type Release } from '@regal/shared';
import { useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { releaseLinkSources } from './link-sources.ts';

/**
 * The cart lives in local storage (spec §4), so it survives a reload and works for guests. This
 * module is the one owner of that key: it keeps a parsed snapshot for `useSyncExternalStore` and
 * follows other tabs through the `storage` event.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let items: readonly CartItem[] = readStored().filter(looksLikeItem) as CartItem[];

function readStored(): unknown[] {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** Enough for the header's count until the contract check below has run. */
function looksLikeItem(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { fulltitle?: unknown }).fulltitle === 'string'
  );
}

/**
 * Keeps only items that still match the contract, so an old or tampered cart never crashes. The
 * contract (and its library) is not part of the first load and is only fetched when a stored cart
 * has something to check: the check runs once it arrives, on what is stored then, so an item added
 * meanwhile is kept. An empty cart (most visits) never loads it.
 */
let contract: Promise<typeof import('@regal/shared/contracts/cart')> | null = null;

function revalidate(): void {
  if (readStored().length === 0) {
    items = [];
    for (const listener of listeners) listener();
    return;
  }
  contract ??= import('@regal/shared/contracts/cart');
  void contract.then(({ ZCartItem }) => {
    items = readStored().flatMap((value: unknown) => {
      const item = ZCartItem.safeParse(value);
      return item.success ? [item.data] : [];
    });
    for (const listener of listeners) listener();
  });
}
if (items.length > 0 || readStored().length > 0) void afterFirstPaint().then(revalidate);

function commit(next: readonly CartItem[]): void {
  items = next;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    revalidate();
  });
}

function toCartEntry(entry: CartEntry | EntryCard): CartEntry {
  const { id, uid, slug, title, type, cover } = entry;
  return { id, uid, slug, title, type, cover };
}

export type AddResult = 'added' | 'duplicate';

export const cartStore = {
  getItems: (): readonly CartItem[] => items,
  subscribe,
  /** Spec §4: added only if no item with the same fulltitle exists. */
  add(release: Release, entry: CartEntry | EntryCard | null): AddResult {
    if (items.some((item) => item.release.fulltitle === release.fulltitle)) return 'duplicate';
    const firstSource = releaseLinkSources(release)[0]?.key ?? null;
    commit([...items, { release, entry: entry ? toCartEntry(entry) : null, selected_source: firstSource }]);
    return 'added';
  },
  remove(fulltitle: string): void {
    commit(items.filter((item) => item.release.fulltitle !== fulltitle));
  },
  selectSource(fulltitle: string, source: string): void {
    commit(
      items.map((item) =>
        item.release.fulltitle === fulltitle ? { ...item, selected_source: source } : item,
      ),
    );
  },
  clear(): void {
    commit([]);
  },
};

/** The cart's items, re-rendering on every change (this tab or another). */
const NO_ITEMS: readonly CartItem[] = [];
const serverItems = () => NO_ITEMS;

export function useCart(): readonly CartItem[] {
  // The server and the hydrating render see an empty cart; the stored one follows (decision 028).
  return useSyncExternalStore(subscribe, cartStore.getItems, serverItems);
}
