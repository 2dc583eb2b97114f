import { useEffect, useState } from 'react';

/**
 * A dialog whose parent says whether it is open (`wanted`), mounted only once it was first asked for:
 * a closed modal was part of every server render and hydration of its page (issue 34). It mounts
 * closed and opens on the next render, so its opening transition plays and it returns the focus to
 * what had it when it closes (as use-dialog-on-first-open.ts). `mounted`: render the dialog;
 * `opened`: its state.
 */
export function useMountedOnceOpened(wanted: boolean): { mounted: boolean; opened: boolean } {
  const [used, setUsed] = useState(wanted);
  const [ready, setReady] = useState(false);
  // Set while rendering, as React allows for a component's own state: no render with the dialog missing.
  if (wanted && !used) setUsed(true);
  useEffect(() => {
    if (used) setReady(true);
  }, [used]);
  return { mounted: used, opened: wanted && ready };
}
