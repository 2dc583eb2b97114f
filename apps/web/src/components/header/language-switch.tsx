import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../lib/i18n.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';
import { LanguageTrigger } from './language-trigger.tsx';

/** DE/EN switch; the choice lives in the locale cookie and answers are refetched in the new language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const active: Locale = i18n.resolvedLanguage === 'en' ? 'en' : currentLocale();

  const choose = async (locale: Locale) => {
    if (locale === active) return;
    await changeLocale(locale);
    await queryClient.invalidateQueries();
  };

  return (
    <Menu position="bottom-end" withArrow shadow="md" width={180}>
      <Menu.Target>
        <LanguageTrigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            onClick={() => void choose(locale)}
            rightSection={locale === active ? <IconCheck size={16} /> : null}
            data-testid={`language-option-${locale}`}
            lang={locale}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
