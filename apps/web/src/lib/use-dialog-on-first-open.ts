import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * A dialog that mounts on its first open and then stays (its closing transition plays): a release
 * table has a button per release, and a closed modal each was part of every server render and
 * hydration. It mounts closed and opens on the next render, so its opening transition plays and it
 * returns the focus to the button when it closes. `mounted`: render the dialog; `opened`: its state.
 */
export function useDialogOnFirstOpen(): {
  mounted: boolean;
  opened: boolean;
  open: () => void;
  close: () => void;
} {
  const [wanted, { open: want, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (used) setReady(true);
  }, [used]);
  const open = () => {
    setUsed(true);
    want();
  };
  return { mounted: used, opened: wanted && ready, open, close };
}
