import { Avatar, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { type ActorHit, ENTRY_PAGE_SIZE } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './actor-results.module.css';

/** Entries crediting a person: the entry search finds them by name, over every type. */
const entriesOf = (name: string) => `/search?${new URLSearchParams({ page: '1', q: name, types: 'all' })}`;

interface ActorResultsProps {
  actors: ActorHit[] | undefined;
  stale: boolean;
}

/** Portraits, names and entry counts; a person leads to the entries that credit them. */
export function ActorResults({ actors, stale }: ActorResultsProps) {
  const { t } = useTranslation('search');
  if (!actors) {
    return (
      <div className={classes.grid} aria-busy data-testid="actor-results">
        {Array.from({ length: ENTRY_PAGE_SIZE }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} radius="md" className={classes.skeleton} />
        ))}
      </div>
    );
  }
  return (
    <div className={`${classes.grid} ${stale ? classes.stale : ''}`} data-testid="actor-results">
      {actors.map((actor) => (
        <UnstyledButton
          key={actor.id}
          component={Link}
          to={entriesOf(actor.name)}
          className={classes.actor}
          data-testid="actor-result"
        >
          <Avatar
            src={actor.image || null}
            alt=""
            size={88}
            radius={88}
            name={actor.name}
            color="initials"
            imageProps={{ loading: 'lazy', decoding: 'async', width: 88, height: 88 }}
          />
          <Text size="sm" fw={600} ta="center" lineClamp={2}>
            {actor.name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="actor-result-count">
            {t('actors.entries', { count: actor.entries_count })}
          </Text>
        </UnstyledButton>
      ))}
    </div>
  );
}
