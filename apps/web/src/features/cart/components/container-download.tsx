import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { type CartItem, CONTAINER_FORMATS, type ContainerFormat } from '@regal/shared';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/feedback/notices.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { saveDownload, useCreateContainer } from '../api/create-container.ts';
import { useCartConfig } from '../api/get-cart-config.ts';
import { cartPackages } from '../lib/cart-packages.ts';

interface ContainerDownloadProps {
  items: readonly CartItem[];
  name: string;
}

/** The container choice beside the download button (DLC by default; RSDF, CCF, text list). */
export function ContainerDownload({ items, name }: ContainerDownloadProps) {
  const { t } = useTranslation('cart');
  const config = useCartConfig();
  const dlcOff = config.data?.dlc === false;
  const [format, setFormat] = useState<ContainerFormat>('dlc');
  const chosen: ContainerFormat = dlcOff && format === 'dlc' ? 'rsdf' : format;
  const mutation = useCreateContainer();

  function download() {
    const packages = cartPackages(items);
    mutation.mutate(
      { name: name.trim() || t('defaultName'), format: chosen, items: packages },
      {
        onSuccess: (file) => {
          saveDownload(file);
          showNotice({
            color: 'green',
            message:
              chosen === 'dlc' ? t('container.dlcReady') : t('container.ready', { file: file.filename }),
            'data-testid': 'container-ready',
          });
        },
        onError: (error) => {
          showNotice({
            color: 'red',
            title: chosen === 'dlc' ? t('container.dlcFailed') : t('container.failed'),
            message: isApiError(error) ? error.message : t('container.network'),
            'data-testid': 'container-failed',
          });
        },
      },
    );
  }

  const options = CONTAINER_FORMATS.map((value) => ({
    value,
    label: t(`container.formats.${value}`),
    disabled: value === 'dlc' && dlcOff,
  }));

  return (
    <div>
      <Group gap="xs">
        <NativeSelect
          aria-label={t('container.format')}
          data={options}
          value={chosen}
          onChange={(event) => setFormat(event.currentTarget.value as ContainerFormat)}
          data-testid="container-format"
          w={170}
        />
        <Button
          leftSection={<IconFileDownload size={16} />}
          onClick={download}
          loading={mutation.isPending}
          disabled={cartPackages(items).length === 0}
          data-testid="container-download"
        >
          {t('container.download', { format: t(`container.formats.${chosen}`) })}
        </Button>
      </Group>
      {dlcOff && (
        <Text size="xs" c="dimmed" mt={4} data-testid="dlc-not-configured">
          {t('container.dlcNotConfigured')}
        </Text>
      )}
    </div>
  );
}
