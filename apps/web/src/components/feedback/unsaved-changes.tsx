import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface UnsavedChanges {
  /** the "leave without saving?" question, rendered by the form's page */
  dialog: ReactNode;
  /** Call right before a navigation that follows a save: the `dirty` flag updates a render later. */
  release: () => void;
}

/**
 * Guards a form with edits not yet saved: a link or the back button inside the app asks first
 * (react-router's blocker), and closing or reloading the tab gets the browser's own question
 * (`beforeunload`). Moves that keep the path (a tab in `?tab=`) are not leaving the form.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('unsavedChanges.title')}
      message={t('unsavedChanges.message')}
      confirmLabel={t('unsavedChanges.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return {
    dialog,
    release: () => {
      dirtyRef.current = false;
    },
  };
}
