import { ActionIcon, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HintTooltip } from '../../../components/deferred/hint-tooltip.tsx';
import { showNotice } from '../../../components/feedback/notices.ts';
import { useSession } from '../../../lib/session.tsx';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites.ts';

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
  if (variant === 'button')
    return (
      <Button
        radius="xl"
        variant={active ? 'filled' : 'default'}
        color={active ? 'pink' : undefined}
        leftSection={icon}
        onClick={onClick}
        loading={toggle.isPending}
        aria-pressed={active}
        data-testid="favorite-toggle"
      >
        {active ? t('saved') : t('add')}
      </Button>
    );
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
