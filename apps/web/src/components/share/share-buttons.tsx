import { ActionIcon, Group } from '@mantine/core';
import { SHARE_POPUP } from '@regal/shared';
import {
  IconBrandFacebook,
  IconBrandReddit,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteOrigin } from '../../lib/render-context.tsx';
import { HintTooltip } from '../deferred/hint-tooltip.tsx';
import { ACTION_ICON_CLASS } from '../plain-button/plain-button.tsx';
import classes from './share-buttons.module.css';

interface Network {
  key: 'facebook' | 'x' | 'reddit' | 'whatsapp' | 'telegram';
  label: string;
  color: string;
  Icon: ComponentType<{ size?: number }>;
  href: (url: string, text: string) => string;
}

const enc = encodeURIComponent;
export const SHARE_NETWORKS: Network[] = [
  {
    key: 'facebook',
    label: 'Facebook',
    color: '#1877f2',
    Icon: IconBrandFacebook,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
  },
  {
    key: 'x',
    label: 'X',
    color: '#111111',
    Icon: IconBrandX,
    href: (url, text) => `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(text)}`,
  },
  {
    key: 'reddit',
    label: 'Reddit',
    color: '#ff4500',
    Icon: IconBrandReddit,
    href: (url, text) => `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(text)}`,
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp',
    color: '#25d366',
    Icon: IconBrandWhatsapp,
    href: (url, text) => `https://wa.me/?text=${enc(`${text} ${url}`)}`,
  },
  {
    key: 'telegram',
    label: 'Telegram',
    color: '#229ed9',
    Icon: IconBrandTelegram,
    href: (url, text) => `https://t.me/share/url?url=${enc(url)}&text=${enc(text)}`,
  },
];

/** Spec §2: the share popup window is 600 by 400, centred over the current window. */
export function openSharePopup(href: string) {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  window.open(href, 'regal-share', `width=${width},height=${height},left=${left},top=${top},noopener`);
}

interface ShareButtonsProps {
  /** Defaults to the current page. */
  url?: string;
  text: string;
}

/*
 * On every detail page: plain buttons wearing Mantine's ActionIcon classes, the variables each
 * <ActionIcon size="lg" radius="xl" variant="filled" color={network's}> wrote inline (its hover a
 * darker shade Mantine computed) in share-buttons.module.css (issue 34).
 */

/** Share buttons for Facebook, X, Reddit, WhatsApp and Telegram. */
export function ShareButtons({ url, text }: ShareButtonsProps) {
  const { t } = useTranslation('share');
  const origin = useSiteOrigin();
  const location = useLocation();
  // The current page's address from the router, not window: the server renders these buttons too.
  const target = url ?? `${origin}${location.pathname}${location.search}`;
  return (
    <div className={`${Group.classes.root} ${classes.group}`} data-testid="share-buttons">
      {SHARE_NETWORKS.map(({ key, label, Icon, href }) => (
        <HintTooltip key={key} label={t('shareOn', { network: label })}>
          <button
            type="button"
            className={`${ACTION_ICON_CLASS} ${classes[key]}`}
            data-variant="filled"
            data-size="lg"
            aria-label={t('shareOn', { network: label })}
            data-testid={`share-${key}`}
            onClick={() => openSharePopup(href(target, text))}
          >
            <span className={ActionIcon.classes.icon}>
              <Icon size={18} />
            </span>
          </button>
        </HintTooltip>
      ))}
    </div>
  );
}
