import { Button, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './hoster-links.module.css';

interface HosterLinksProps {
  /** hoster → URLs; several URLs are the parts of one release. */
  links: Record<string, string[]>;
  /** hoster → online-status image (spec §2: each mirror shows it beside its hoster buttons). */
  status?: Record<string, string>;
  /** Called when a link is opened (left or middle click), e.g. to count the download. */
  onOpen?: () => void;
}

/** Our own status images carry their words in the page's language (a release's own image is left as it is). */
function inLanguage(image: string | undefined, lang: string): string | undefined {
  return image?.startsWith('/api/links/status/') ? `${image}?lang=${lang}` : image;
}

/** One button per hoster link; links open in a new tab without handing over `window.opener`. */
export function HosterLinks({ links, status = {}, onOpen }: HosterLinksProps) {
  const { t, i18n } = useTranslation('entries');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const buttons = Object.entries(links).flatMap(([hoster, urls]) =>
    urls.map((url, index) => ({
      url,
      statusImage: inLanguage(status[hoster], lang),
      label: urls.length > 1 ? t('releases.part', { hoster, part: index + 1 }) : hoster,
    })),
  );

  if (buttons.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('releases.noLinks')}
      </Text>
    );
  }

  return (
    <Group gap={6} wrap="wrap">
      {buttons.map(({ url, label, statusImage }) => (
        <Button
          key={url}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="compact-sm"
          variant="light"
          radius="xl"
          leftSection={
            statusImage ? (
              <img
                src={statusImage}
                alt=""
                width={68}
                height={14}
                loading="lazy"
                className={classes.status}
                data-testid="link-status"
              />
            ) : undefined
          }
          rightSection={<IconExternalLink size={13} />}
          aria-label={t('releases.open', { label })}
          data-testid="hoster-link"
          onClick={onOpen}
          onAuxClick={onOpen}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
