import type { EditorEntry } from '@regal/shared';
import type { ReactNode } from 'react';
import { EntryReleasesTab } from '../../releases/dashboard/components/entry-releases-tab.tsx';
import { EntryReviewsTab } from '../../reviews/dashboard/entry-reviews-tab.tsx';
import { EntryActorsTab } from './components/entry-actors-tab.tsx';
import type { EntryDraft } from './components/entry-draft.ts';
import { EntryHistoryTab } from './components/entry-history-tab.tsx';
import { EntryMediaTab } from './components/entry-media-tab.tsx';

export interface EditorTabContext {
  entry: EditorEntry | null;
  draft: EntryDraft;
  onChange: (patch: Partial<EntryDraft>) => void;
}

/**
 * The entry editor's tabs after "detail" (spec 02 §2). Another feature adds one by appending an
 * item here (the reviews tab: `{ value: 'reviews', label: 'reviews:tab', render: ({ entry }) => … }`).
 * `needsEntry` tabs are disabled until a new entry is saved once.
 */
export interface EntryEditorTab {
  value: string;
  /** i18n key with namespace */
  label: string;
  needsEntry: boolean;
  render: (ctx: EditorTabContext) => ReactNode;
}

export const entryEditorTabs: EntryEditorTab[] = [
  {
    value: 'media',
    label: 'catalogue:editor.tabs.media',
    needsEntry: false,
    render: ({ draft, onChange, entry }) => (
      <EntryMediaTab draft={draft} onChange={onChange} {...(entry ? { entryId: entry.id } : {})} />
    ),
  },
  {
    value: 'actors',
    label: 'catalogue:editor.tabs.actors',
    needsEntry: false,
    render: ({ draft, onChange }) => <EntryActorsTab draft={draft} onChange={onChange} />,
  },
  {
    value: 'releases',
    label: 'catalogue:editor.tabs.releases',
    needsEntry: true,
    render: ({ entry }) =>
      entry ? <EntryReleasesTab entry={{ id: entry.id, title: entry.title, type: entry.type }} /> : null,
  },
  {
    value: 'reviews',
    label: 'catalogue:editor.tabs.reviews',
    needsEntry: true,
    render: ({ entry }) => (entry ? <EntryReviewsTab entryId={entry.id} entryUid={entry.uid} /> : null),
  },
  {
    value: 'history',
    label: 'catalogue:editor.tabs.history',
    needsEntry: true,
    render: ({ entry }) => (entry ? <EntryHistoryTab entryId={entry.id} /> : null),
  },
];
