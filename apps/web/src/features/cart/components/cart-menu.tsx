import { useDisclosure } from '@mantine/hooks';
import { CartHeaderButton } from '../../../components/cart/cart-header-button.tsx';
import { CartDialog } from './cart-dialog.tsx';

/** The header's cart: the icon with its count, opening the cart dialog (spec §2). */
export function CartMenu() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <CartHeaderButton onOpen={dialog.open} />
      <CartDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
