import { ActionIcon, Button, Loader, Portal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trailerEmbedOf } from './trailer-embed.ts';
import classes from './trailer-overlay.module.css';

interface TrailerOverlayProps {
  trailer: string;
  title: string;
  onClose: () => void;
}

/**
 * Spec §2 trailer overlay: a spinner behind a 16:9 video, a close button, and a click anywhere
 * closes it (a click on the player itself belongs to the player's own controls). Escape closes too.
 */
export function TrailerOverlay({ trailer, title, onClose }: TrailerOverlayProps) {
  const { t } = useTranslation('entries');
  const embed = trailerEmbedOf(trailer);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') onClose();
  });

  return (
    <Portal>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button cover keyboards */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the whole backdrop closes on click (spec) */}
      <div className={classes.overlay} onClick={onClose} data-testid="trailer-overlay">
        <ActionIcon
          className={classes.close}
          size="xl"
          radius="xl"
          variant="filled"
          color="dark"
          aria-label={t('trailer.close')}
          onClick={onClose}
          data-testid="trailer-close"
        >
          <IconX size={22} />
        </ActionIcon>
        <div className={classes.frame}>
          <Loader className={classes.spinner} color="white" data-testid="trailer-spinner" />
          {embed?.kind === 'video' && (
            // biome-ignore lint/a11y/useMediaCaption: trailers come without caption tracks
            <video
              className={classes.player}
              src={embed.src}
              controls
              autoPlay
              playsInline
              onClick={(event) => event.stopPropagation()}
              data-testid="trailer-player"
            />
          )}
          {embed?.kind === 'frame' && (
            <iframe
              className={classes.player}
              src={embed.src}
              title={t('trailer.of', { title })}
              allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
              allowFullScreen
              referrerPolicy="no-referrer"
              data-testid="trailer-player"
            />
          )}
          {embed?.kind === 'link' && (
            <Stack className={classes.link} align="center" justify="center" gap="sm">
              <Text c="white">{t('trailer.external')}</Text>
              <Button
                component="a"
                href={embed.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => event.stopPropagation()}
                data-testid="trailer-player"
              >
                {t('trailer.openExternal')}
              </Button>
            </Stack>
          )}
        </div>
      </div>
    </Portal>
  );
}
