import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { NfoResult } from '@regal/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** `imdb:tt1234567` → the IMDb title page; other URIs are shown as they are. */
function imdbHref(uri: string): string | null {
  const match = /^imdb:(tt\d+)$/.exec(uri);
  return match ? `https://www.imdb.com/title/${match[1]}/` : null;
}

/** One xREL hit: dirname, its xREL page (link_href) and ext_info.uris. */
export function NfoResultItem({ result }: { result: NfoResult }) {
  const { t } = useTranslation('nfo');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="nfo-result">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }} data-testid="nfo-dirname">
            {result.dirname}
          </Text>
          {/* The long name wraps; the kind keeps its width (on a phone it was squeezed to "S…"). */}
          <Badge
            size="xs"
            variant="light"
            color={result.kind === 'p2p' ? 'orange' : 'blue'}
            style={{ flexShrink: 0 }}
            data-testid="nfo-kind"
          >
            {t(result.kind === 'p2p' ? 'kindP2p' : 'kindScene')}
          </Badge>
        </Group>
        <Anchor
          href={result.link_href}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="nfo-link"
        >
          {result.link_href} <IconExternalLink size={11} />
        </Anchor>
        {result.ext_info.uris.length > 0 && (
          <Group gap={6}>
            {result.ext_info.uris.map((uri) => {
              const href = imdbHref(uri);
              return href ? (
                <Badge
                  key={uri}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outline"
                  color="yellow"
                  radius="sm"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                  data-testid="nfo-uri"
                >
                  {uri}
                </Badge>
              ) : (
                <Badge key={uri} variant="outline" radius="sm" tt="none" data-testid="nfo-uri">
                  {uri}
                </Badge>
              );
            })}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
