import { Avatar, Scroller, Text } from '@mantine/core';
import { type Actor, SCROLLER_STEP_PX } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/layout/section-header.tsx';
import { useScrollerLabels } from '../../../components/layout/use-scroller-labels.ts';
import classes from './entry-actors.module.css';

export function EntryActors({ actors }: { actors: Actor[] }) {
  const scrollerLabels = useScrollerLabels();
  const { t } = useTranslation('entries');
  if (actors.length === 0) return null;

  return (
    <section aria-labelledby="entry-actors" data-testid="entry-actors">
      <SectionHeader id="entry-actors" title={t('detail.actors')} />
      <Scroller {...scrollerLabels} scrollAmount={SCROLLER_STEP_PX} controlSize={40}>
        <ul className={classes.list}>
          {actors.map((actor) => (
            <li key={actor.id} className={classes.actor} data-testid="entry-actor">
              <Avatar
                src={actor.image || null}
                name={actor.name}
                size={84}
                radius={999}
                imageProps={{ loading: 'lazy', decoding: 'async', width: 84, height: 84 }}
                color="initials"
                alt=""
              />
              <Text size="sm" fw={600} ta="center" lineClamp={2} mt={8}>
                {actor.name}
              </Text>
            </li>
          ))}
        </ul>
      </Scroller>
    </section>
  );
}
