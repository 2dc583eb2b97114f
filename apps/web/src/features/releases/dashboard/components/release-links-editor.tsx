import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EditorRelease } from '@regal/shared';
import { IconExternalLink, IconLink, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContainerLinks } from '../api/releases-admin.ts';
import type { PatchRelease, ReleaseForm } from './release-form.ts';
import {
  CONTAINER_ID_MIN,
  containerIdOf,
  containerUrlOf,
  groupLinks,
  mergeLinks,
  parseCustomLinks,
} from './release-links.ts';

interface Props {
  form: ReleaseForm;
  patch: PatchRelease;
  release: EditorRelease | null;
  trashed: boolean;
}

/**
 * The release's hosters (spec 02 §2): the list with parts and container links, the container ID
 * lookup (≥ 5 characters, a pasted URL reduced to the ID) and the custom links (one per line,
 * optional check against the allowed hosters).
 */
export function ReleaseLinksEditor({ form, patch, release, trashed }: Props) {
  const { t } = useTranslation('catalogue');
  const [containerInput, setContainerInput] = useState('');
  const [customLinks, setCustomLinks] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [checkHoster, setCheckHoster] = useState(false);
  const lookup = useContainerLinks();
  const containerId = containerIdOf(containerInput);

  const searchContainer = async () => {
    try {
      const answer = await lookup.mutateAsync({
        id: containerId,
        ...(release ? { releaseId: release.id } : {}),
      });
      if ('error' in answer.links || !Array.isArray(answer.links)) {
        notifications.show({
          color: 'red',
          message: String((answer.links as { error?: string }).error ?? ''),
        });
        return;
      }
      const grouped = groupLinks(answer.links);
      const host = Object.keys(grouped)[0];
      patch({
        links: mergeLinks(form.links, grouped),
        parts: answer.release?.parts ?? Math.max(...Object.values(grouped).map((l) => l.length), 0),
        crypted_links: host
          ? { ...form.crypted_links, [host]: containerUrlOf(containerId) }
          : form.crypted_links,
      });
      notifications.show({
        color: 'teal',
        message: t('release.containerApplied', { count: answer.links.length }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };

  const addCustom = () => {
    const parsed = parseCustomLinks(customLinks, checkHoster);
    if (!parsed.ok) {
      setCustomError(
        parsed.error === 'parse' ? 'Error in parsing Link' : 'Link Hoster is not in Hosters list',
      );
      return;
    }
    setCustomError(null);
    patch({ links: mergeLinks(form.links, parsed.links) });
    setCustomLinks('');
  };

  return (
    <>
      <Stack gap={6} mt="md">
        <Text size="sm" fw={600}>
          {t('release.hosters')}
        </Text>
        {Object.keys(form.links).length === 0 && Object.keys(form.crypted_links).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('release.noLinks')}
          </Text>
        ) : (
          [...new Set([...Object.keys(form.links), ...Object.keys(form.crypted_links)])].map((host) => (
            <Group key={host} gap="xs" wrap="wrap" data-testid={`hoster-${host}`}>
              <Badge variant="outline">{host}</Badge>
              <Text size="xs" c="dimmed">
                {t('release.parts', { count: form.links[host]?.length ?? 0 })}
              </Text>
              {form.crypted_links[host] && (
                <>
                  <Anchor href={form.crypted_links[host]} target="_blank" rel="noreferrer" size="xs">
                    <IconExternalLink size={12} /> {form.crypted_links[host]}
                  </Anchor>
                  <Tooltip label={t('release.resync')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('release.resync')}
                      onClick={() => {
                        setContainerInput(form.crypted_links[host] ?? '');
                      }}
                    >
                      <IconRefresh size={14} />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
              {!trashed && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('release.removeHost', { host })}
                  onClick={() => {
                    const { [host]: _l, ...links } = form.links;
                    const { [host]: _c, ...crypted } = form.crypted_links;
                    patch({ links, crypted_links: crypted });
                  }}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
          ))
        )}
      </Stack>

      {!trashed && (
        <Grid gap="sm" mt="sm">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('release.containerId')}
                value={containerInput}
                onChange={(e) => setContainerInput(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && containerId.length >= CONTAINER_ID_MIN) {
                    e.preventDefault();
                    void searchContainer();
                  }
                }}
                description={
                  containerId.length >= CONTAINER_ID_MIN
                    ? containerUrlOf(containerId)
                    : t('release.containerHint')
                }
                style={{ flex: '1 1 220px' }}
              />
              <Button
                leftSection={<IconSearch size={14} />}
                variant="light"
                disabled={containerId.length < CONTAINER_ID_MIN}
                loading={lookup.isPending}
                onClick={() => void searchContainer()}
              >
                {t('release.containerSearch')}
              </Button>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Textarea
              label={t('release.customLinks')}
              description={t('release.customHint')}
              autosize
              minRows={2}
              value={customLinks}
              onChange={(e) => setCustomLinks(e.currentTarget.value)}
              error={customError}
            />
            <Group justify="space-between" mt={6}>
              <Switch
                size="xs"
                label={t('release.checkHoster')}
                checked={checkHoster}
                onChange={(e) => setCheckHoster(e.currentTarget.checked)}
              />
              <Button
                size="xs"
                variant="light"
                leftSection={<IconLink size={14} />}
                onClick={addCustom}
                disabled={!customLinks.trim()}
              >
                {t('release.addLinks')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
