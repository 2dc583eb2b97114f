import type { ReactNode } from 'react';
import { EntryCardCornerProvider } from '../components/entries/entry-card-slot.tsx';
import { FavoriteToggle } from '../features/favorites/components/favorite-toggle.tsx';

// Module level: one function for the app's lifetime, so cards never re-render for a new slot value.
const favoriteCorner = (entryId: number, className: string) => (
  <FavoriteToggle entryId={entryId} className={className} />
);

/** Every entry card (public pages and the dashboard's entry list) carries the favorites heart. */
export function EntryCardCorner({ children }: { children: ReactNode }) {
  return <EntryCardCornerProvider value={favoriteCorner}>{children}</EntryCardCornerProvider>;
}
