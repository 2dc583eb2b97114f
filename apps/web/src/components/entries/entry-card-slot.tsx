import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a feature adds to every entry card (the favorites heart), handed in by the app: shared UI
 * knows no feature (docs/architecture.md, "Where does X go"), so the card draws whatever the app
 * composed into this slot, placed over the poster's corner with the class it is given.
 */
export type EntryCardCorner = (entryId: number, className: string) => ReactNode;

const EntryCardCornerContext = createContext<EntryCardCorner | null>(null);

export const EntryCardCornerProvider = EntryCardCornerContext.Provider;

export function useEntryCardCorner(): EntryCardCorner | null {
  return useContext(EntryCardCornerContext);
}
