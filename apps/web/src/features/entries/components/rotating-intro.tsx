import { Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type EntryCard, INTRO_ROTATE_MS } from '@regal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeHero } from './home-hero.tsx';
import classes from './rotating-intro.module.css';

/** How many of the newest entries the intro header cycles through. */
const INTRO_ENTRIES = 5;

/** Spec §2 Home: a rotating intro header that swaps every 10000 ms; dots jump to an entry. */
export function RotatingIntro({ entries }: { entries: EntryCard[] | undefined }) {
  const { t } = useTranslation('entries');
  const reduceMotion = useReducedMotion();
  const slides = entries?.slice(0, INTRO_ENTRIES) ?? [];
  const [active, setActive] = useState(0);
  const count = slides.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the timer after a manual jump, so the chosen entry gets its full 10 s
  useEffect(() => {
    if (count < 2 || reduceMotion) return;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % count), INTRO_ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [active, count, reduceMotion]);

  const current = slides[active % Math.max(count, 1)];
  const dots =
    count > 1 ? (
      <Group gap={8} mt="md" data-testid="intro-dots">
        {slides.map((entry, index) => (
          <UnstyledButton
            key={entry.uid}
            className={classes.dot}
            data-active={index === active || undefined}
            aria-label={t('hero.show', { title: entry.title })}
            aria-current={index === active}
            onClick={() => setActive(index)}
            data-testid="intro-dot"
          />
        ))}
      </Group>
    ) : undefined;

  return <HomeHero key={current?.uid ?? 'loading'} entry={current} controls={dots} />;
}
