import { Button, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SpriteIcon } from '../../../components/icon-sprite/sprite-icon.tsx';
import classes from './hoster-links.module.css';

interface HosterLinksProps {
  /** hoster → URLs; several URLs are the parts of one release. */
  links: Record<string, string[]>;
  /** hoster → online-status image (spec §2: each mirror shows it beside its hoster buttons). */
  status?: Record<string, string>;
  /** Called when a link is opened (left or middle click), e.g. to count the download. */
  onOpen?: () => void;
}

/**
 * A detail page repeats these per mirror of every release, so they are plain elements wearing
 * Mantine's own classes (its compact light pill button, `Button.classes`) with the variables Mantine
 * would have written inline in `hoster-links.module.css`: the same look, and no per-button style
 * resolution in the server's render (issue 34).
 */
const LINK = `mantine-focus-auto mantine-active ${Button.classes.root} ${UnstyledButton.classes.root} ${classes.link}`;
const NO_LINKS = `${Text.classes.root} ${classes.none}`;

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

  if (buttons.length === 0) return <p className={NO_LINKS}>{t('releases.noLinks')}</p>;

  return (
    <div className={classes.list}>
      {buttons.map(({ url, label, statusImage }) => (
        <a
          key={url}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK}
          data-with-left-section={statusImage ? true : undefined}
          data-with-right-section
          aria-label={t('releases.open', { label })}
          data-testid="hoster-link"
          onClick={onOpen}
          onAuxClick={onOpen}
        >
          <span className={Button.classes.inner}>
            {statusImage && (
              <span className={Button.classes.section} data-position="left">
                <img
                  src={statusImage}
                  alt=""
                  width={68}
                  height={14}
                  loading="lazy"
                  className={classes.status}
                  data-testid="link-status"
                />
              </span>
            )}
            <span className={Button.classes.label}>{label}</span>
            <span className={Button.classes.section} data-position="right">
              <SpriteIcon icon={IconExternalLink} size={13} />
            </span>
          </span>
        </a>
      ))}
    </div>
  );
}
