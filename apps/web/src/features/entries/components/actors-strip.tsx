import { Avatar, Scroller, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { SCROLLER_STEP_PX } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeader } from '../../../components/layout/section-header.tsx';
import { useScrollerLabels } from '../../../components/layout/use-scroller-labels.ts';
import { useFeaturedActors } from '../api/get-featured-actors.ts';
import classes from './actors-strip.module.css';

/** Spec §2 Home: the actors strip; a person leads to the actor search. */
export function ActorsStrip() {
  const scrollerLabels = useScrollerLabels();
  const { t } = useTranslation('entries');
  const actors = useFeaturedActors();
  if (actors.isError || actors.data?.length === 0) return null;

  return (
    <section aria-labelledby="actors-strip" data-testid="actors-strip">
      <SectionHeader id="actors-strip" title={t('actors.title')} />
      <Scroller {...scrollerLabels} scrollAmount={SCROLLER_STEP_PX} controlSize={40}>
        <div className={classes.row}>
          {actors.data
            ? actors.data.map((actor) => (
                <UnstyledButton
                  key={actor.id}
                  component={Link}
                  to={`/search/actors?${new URLSearchParams({ q: actor.name, page: '1' })}`}
                  className={classes.actor}
                  data-testid="actor-strip-item"
                >
                  <Avatar
                    src={actor.image}
                    alt=""
                    size={72}
                    radius={72}
                    imageProps={{ loading: 'lazy', decoding: 'async', width: 72, height: 72 }}
                  />
                  <Text size="xs" fw={600} ta="center" lineClamp={2} mt={6}>
                    {actor.name}
                  </Text>
                  <Text size="xs" c="dimmed" ta="center">
                    {t('actors.entries', { count: actor.entries_count })}
                  </Text>
                </UnstyledButton>
              ))
            : Array.from({ length: 10 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={index} circle height={72} />
              ))}
        </div>
      </Scroller>
    </section>
  );
}
