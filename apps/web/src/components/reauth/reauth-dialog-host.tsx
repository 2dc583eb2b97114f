import { lazy, Suspense, useState } from 'react';
import { useReauthPrompt } from '../../lib/reauth.ts';

const ReauthDialog = lazy(async () => ({ default: (await import('./reauth-dialog.tsx')).ReauthDialog }));

/**
 * Mounted once in the layout. The prompt itself (a modal with a password field) is loaded the first
 * time a sensitive change asks for it, and then stays mounted so it can close with its transition.
 */
export function ReauthDialogHost() {
  const { open } = useReauthPrompt();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  ) : null;
}
