import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { CartItem } from '@regal/shared';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContainerDownload } from './container-download.tsx';
import { useSendToJDownloader } from './use-send-to-jdownloader.ts';

const CART_NAME_KEY = 'regal_cart_name';

/** The hand-off to a download manager: cart name, container file, Click'n'Load (clear, encrypted). */
export function CartHandoff({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('cart');
  const [name, setName] = useLocalStorage({ key: CART_NAME_KEY, defaultValue: t('defaultName') });
  const cnl = useSendToJDownloader();

  return (
    <Stack gap="sm">
      <TextInput
        label={t('name')}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.currentTarget.value)}
        data-testid="cart-name"
      />
      <ContainerDownload items={items} name={name} />
      <Text size="sm" fw={600} mt="xs">
        {t('cnl.title')}
      </Text>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconSend size={16} />}
          loading={cnl.sending === 'clear'}
          disabled={cnl.sending !== null}
          onClick={() => void cnl.send(items, 'clear')}
          data-testid="cnl-send"
        >
          {t('cnl.send')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconLock size={16} />}
          loading={cnl.sending === 'encrypted'}
          disabled={cnl.sending !== null}
          onClick={() => void cnl.send(items, 'encrypted')}
          data-testid="cnl-send-encrypted"
        >
          {t('cnl.sendEncrypted')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('cnl.hint')}
      </Text>
    </Stack>
  );
}
