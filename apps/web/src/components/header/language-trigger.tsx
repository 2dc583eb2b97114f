import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n.ts';

/** The DE/EN button; the menu around it arrives after the first paint. */
export function LanguageTrigger(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage === 'en' ? 'en' : currentLocale();
  return (
    <Button
      variant="subtle"
      color="gray"
      radius="xl"
      size="compact-md"
      px={8}
      // The visible code is part of the name (WCAG 2.5.3).
      aria-label={`${t('language.label')}: ${active.toUpperCase()}`}
      data-testid="language-switch"
      data-locale={active}
      {...props}
    >
      {active.toUpperCase()}
    </Button>
  );
}
