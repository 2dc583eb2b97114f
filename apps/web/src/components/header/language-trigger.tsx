import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n.ts';
import { BUTTON_INNER, BUTTON_LABEL, LANGUAGE, withClass } from './header-controls.ts';

/**
 * The DE/EN button; the menu around it arrives after the first paint. A plain button wearing
 * Mantine's Button classes (header-controls.ts); the menu's target props land on it.
 */
export function LanguageTrigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage === 'en' ? 'en' : currentLocale();
  return (
    <button
      type="button"
      className={withClass(LANGUAGE, className)}
      // The visible code is part of the name (WCAG 2.5.3).
      aria-label={`${t('language.label')}: ${active.toUpperCase()}`}
      data-testid="language-switch"
      data-locale={active}
      {...props}
    >
      <span className={BUTTON_INNER}>
        <span className={BUTTON_LABEL}>{active.toUpperCase()}</span>
      </span>
    </button>
  );
}
