import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" aria-busy aria-label={t('loading')}>
      <Loader type="dots" />
    </Center>
  );
}
