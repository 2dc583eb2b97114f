import { ActionIcon, Button, Loader } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HintTooltip } from '../../../components/deferred/hint-tooltip.tsx';
import { showNotice } from '../../../components/feedback/notices.ts';
import {
  BUTTON_CLASS,
  BUTTON_CLASS_INACTIVE,
  ButtonInner,
} from '../../../components/plain-button/plain-button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites.ts';
import classes from './favorite-toggle.module.css';

const BUTTON = Button.classes;

interface FavoriteToggleProps {
  entryId: number;
  /** `icon` on cards, `button` on the detail page */
  variant?: 'icon' | 'button';
  className?: string;
}

/** Keeps an entry as a favorite; guests are asked to log in (and come back here afterwards). */
export function FavoriteToggle({ entryId, variant = 'icon', className }: FavoriteToggleProps) {
  const { t } = useTranslation('favorites');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const active = ids.has(entryId);
  const label = active ? t('remove') : t('add');

  const onClick = (event: MouseEvent) => {
    // On a card the toggle sits inside the card's link.
    event.preventDefault();
    event.stopPropagation();
    if (!isLoggedIn) {
      showNotice({ color: 'blue', message: t('loginFirst') });
      void navigate('/login.req', { state: { from: location.pathname + location.search } });
      return;
    }
    toggle.mutate(entryId, {
      onSuccess: (result) => showNotice({ color: 'teal', message: result.message }),
      onError: (error) => showNotice({ color: 'red', message: error.message }),
    });
  };

  const icon = active ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />;
  if (variant === 'button') {
    // The detail page's button renders on every page miss: a plain button wearing Mantine's Button
    // classes, its variables in favorite-toggle.module.css (issue 34); the loader is <Button loading>'s.
    const pending = toggle.isPending;
    return (
      <button
        type="button"
        className={`${pending ? BUTTON_CLASS_INACTIVE : BUTTON_CLASS} ${active ? classes.saved : classes.add}`}
        data-variant={active ? 'filled' : 'default'}
        data-with-left-section
        data-loading={pending || undefined}
        disabled={pending}
        onClick={onClick}
        aria-pressed={active}
        data-testid="favorite-toggle"
      >
        {pending && (
          <span className={BUTTON.loader} aria-hidden>
            <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
          </span>
        )}
        <ButtonInner left={icon}>{active ? t('saved') : t('add')}</ButtonInner>
      </button>
    );
  }
  return (
    <HintTooltip label={label}>
      <ActionIcon
        className={className}
        radius="xl"
        variant={active ? 'filled' : 'default'}
        color={active ? 'pink' : 'gray'}
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
        loading={toggle.isPending}
        data-testid="favorite-toggle"
      >
        {icon}
      </ActionIcon>
    </HintTooltip>
  );
}
