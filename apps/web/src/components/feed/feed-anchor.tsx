import { Anchor, Group } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';

/** A visible link to a feed (a plain link: the browser or the reader app opens it). */
export function FeedAnchor({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} size="sm" c="orange" data-testid="feed-link" target="_blank" rel="noopener">
      <Group gap={4} component="span" wrap="nowrap">
        <IconRss size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
