import { Badge, Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { type EntryCard, INTRO_DESCRIPTION_TRUNCATE, truncate } from '@regal/shared';
import { IconArrowRight, IconPlayerPlayFilled, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useEntry } from '../api/get-entry.ts';
import { EntryMetaBadges } from './entry-meta-badges.tsx';
import classes from './home-hero.module.css';

/**
 * The intro header: an entry full width over its backdrop (the cover stands in until the detail
 * arrives); the description is cut at the spec's 800 characters. `controls` sits below the buttons.
 */
export function HomeHero({ entry, controls }: { entry: EntryCard | undefined; controls?: ReactNode }) {
  const { t } = useTranslation(['entries', 'common']);
  const detail = useEntry(entry?.uid);

  if (!entry) {
    return (
      <section className={classes.hero} aria-busy>
        <Skeleton className={classes.media} radius={0} />
      </section>
    );
  }

  // The server renders home with the newest entry's detail, so its backdrop is in the page's HTML.
  const backdrop = detail.data?.options.backdrops[0]?.url;
  const description = detail.data?.description;

  return (
    <section
      className={classes.hero}
      data-testid="home-hero"
      data-uid={entry.uid}
      aria-labelledby="home-hero-title"
      aria-live="polite"
    >
      <div className={classes.media}>
        {backdrop ? (
          <img src={backdrop} alt="" className={classes.backdrop} />
        ) : (
          <img src={entry.cover} alt="" className={`${classes.backdrop} ${classes.blurred}`} />
        )}
      </div>
      <div className={classes.shade} />
      <div className={classes.content}>
        <Badge variant="filled" leftSection={<IconSparkles size={12} />} className={classes.eyebrow}>
          {t('hero.eyebrow')}
        </Badge>
        <Title order={1} id="home-hero-title" className={classes.title}>
          {entry.title}
        </Title>
        <EntryMetaBadges entry={{ ...entry, time: detail.data?.time ?? null }} onImage />
        {/* Four lines are kept for the description whether it is there yet or not: it arrives with
            the entry's detail, and growing into the box would push the title up (a layout shift). */}
        <div className={classes.descriptionSlot}>
          {description ? (
            <Text className={classes.description} lineClamp={4}>
              {truncate(description, INTRO_DESCRIPTION_TRUNCATE)}
            </Text>
          ) : (
            <Skeleton height="100%" maw={560} radius="sm" opacity={0.3} />
          )}
        </div>
        <Group gap="sm" mt="xs">
          <Button
            component={Link}
            to={paths.detail(entry.uid, entry.slug)}
            size="md"
            radius="xl"
            leftSection={<IconPlayerPlayFilled size={16} />}
            data-testid="hero-details"
          >
            {t('hero.details')}
          </Button>
          <Button
            component={Link}
            to={paths.type(entry.type)}
            size="md"
            radius="xl"
            variant="white"
            color="dark"
            rightSection={<IconArrowRight size={16} />}
            className={classes.secondary}
          >
            {t('hero.browseType', { type: t(`common:typesPlural.${entry.type}`) })}
          </Button>
        </Group>
        {controls}
      </div>
    </section>
  );
}
