import { lazy, Suspense, useState } from 'react';
import { CartHeaderButton } from '../../../components/cart/cart-header-button.tsx';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';

const loadDialog = () => import('./cart-dialog-chunk.ts');
const CartDialog = lazy(async () => ({ default: (await loadDialog()).CartDialog }));
// Fetched while the browser is idle, so the first open does not wait for the network.
void afterFirstPaint().then(loadDialog);

/** The header's cart: the icon with its count, opening the cart dialog (spec §2). */
export function CartMenu() {
  const [opened, setOpened] = useState(false);
  // The dialog mounts on the first open and stays, so closing it keeps its transition.
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  return (
    <>
      <CartHeaderButton onOpen={open} />
      {used && (
        <Suspense fallback={null}>
          <CartDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
