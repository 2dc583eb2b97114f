import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BUTTON_CLASS, ButtonInner } from '../../../components/plain-button/plain-button.tsx';
import { paths } from '../../../lib/paths.ts';
import classes from './back-button.module.css';

/** Goes back in history, or home when the page was opened directly. */
export function BackButton() {
  const { t } = useTranslation('entries');
  const navigate = useNavigate();
  const location = useLocation();
  const canGoBack = location.key !== 'default';

  return (
    // A plain button wearing Mantine's Button classes, its variables in the CSS module (issue 34).
    <button
      type="button"
      className={`${BUTTON_CLASS} ${classes.button}`}
      data-variant="white"
      data-size="sm"
      data-with-left-section
      onClick={() => (canGoBack ? navigate(-1) : navigate(paths.home()))}
      data-testid="back-button"
    >
      <ButtonInner left={<IconArrowLeft size={16} />}>{t('detail.back')}</ButtonInner>
    </button>
  );
}
