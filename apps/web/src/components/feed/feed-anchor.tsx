import { Anchor, Group } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';

/** A visible link to a feed (a plain link: the browser or the reader app opens it). */
export function FeedAnchor({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} size="sm" data-testid="feed-link" target="_blank" rel="noopener">
      <Group gap={4} component="span" wrap="nowrap">
        {/* Orange marks a feed; the text keeps the link colour, which has the contrast in both themes. */}
        <IconRss size={16} color="var(--mantine-color-orange-filled)" aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
