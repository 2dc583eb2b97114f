import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** Goes back in history, or home when the page was opened directly. */
export function BackButton() {
  const { t } = useTranslation('entries');
  const navigate = useNavigate();
  const location = useLocation();
  const canGoBack = location.key !== 'default';

  return (
    <Button
      variant="white"
      color="dark"
      radius="xl"
      size="sm"
      leftSection={<IconArrowLeft size={16} />}
      onClick={() => (canGoBack ? navigate(-1) : navigate(paths.home()))}
      data-testid="back-button"
    >
      {t('detail.back')}
    </Button>
  );
}
