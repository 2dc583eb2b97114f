import { Modal } from '@mantine/core';
import { NfoSearchPanel } from './nfo-search-panel.tsx';

interface NfoSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Usually a release name; searched right away. */
  query: string;
}

/** Spec §2 "NFO search dialog", titled 'NFO Search'. */
export function NfoSearchDialog({ opened, onClose, query }: NfoSearchDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="NFO Search" size="lg" centered data-testid="nfo-dialog">
      {/* Keyed by the query so a new release starts a fresh search. */}
      {opened && <NfoSearchPanel key={query} initialQuery={query} />}
    </Modal>
  );
}
