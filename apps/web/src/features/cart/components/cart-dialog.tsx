import { Button, Divider, EmptyState, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cartStore, useCart } from '../../../components/cart/cart-store.ts';
import { CartHandoff } from './cart-handoff.tsx';
import { CartItemRow } from './cart-item-row.tsx';

interface CartDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The cart dialog (spec §2): items with their source, then the hand-off to a download manager. */
export function CartDialog({ opened, onClose }: CartDialogProps) {
  const { t } = useTranslation('cart');
  const items = useCart();

  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="xl" data-testid="cart-dialog">
      {items.length === 0 ? (
        <EmptyState
          size="sm"
          variant="light"
          py="lg"
          icon={<IconShoppingCartOff size={22} />}
          title={t('emptyTitle')}
          description={t('emptyText')}
          data-testid="cart-empty"
        />
      ) : (
        <Stack gap="md">
          <ScrollArea.Autosize mah="45vh" type="auto">
            <Stack gap="sm">
              {items.map((item) => (
                <CartItemRow key={item.release.fulltitle} item={item} onNavigate={onClose} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={cartStore.clear}
              data-testid="cart-clear"
            >
              {t('clear')}
            </Button>
          </Group>
          <Divider />
          <CartHandoff items={items} />
        </Stack>
      )}
    </Modal>
  );
}
