import { Alert, Anchor, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateContainer } from '../api/releases-admin.ts';
import { parseCustomLinks } from '../components/release-links.ts';

/** `dashboard/myfilecrypt/editor`: name + links → `POST /api/filecrypt/createContainer`. */
export function ContainerEditorPage() {
  const { t } = useTranslation('catalogue');
  const [name, setName] = useState('');
  const [links, setLinks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateContainer();
  const submit = async () => {
    setProblem(null);
    setCreated(null);
    const parsed = parseCustomLinks(links, false);
    if (!parsed.ok) return setProblem('Error in parsing Link');
    try {
      const answer = await create.mutateAsync({
        name: name.trim(),
        links: Object.values(parsed.links).flat(),
      });
      if (answer.container.link) setCreated(answer.container.link);
      else setProblem(answer.container.error ?? 'Could not create a Container');
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>{t('containers.new')}</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label={t('containers.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Textarea
            label={t('containers.linksLabel')}
            description={t('release.customHint')}
            autosize
            minRows={6}
            value={links}
            onChange={(e) => setLinks(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {created && (
            <Alert color="teal">
              <Anchor href={created} target="_blank" rel="noreferrer">
                {created}
              </Anchor>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/dashboard/myfilecrypt">
              {t('common.back')}
            </Button>
            <Button
              onClick={() => void submit()}
              loading={create.isPending}
              disabled={!name.trim() || !links.trim()}
            >
              {t('containers.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
