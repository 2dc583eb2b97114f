import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@regal/shared';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePage } from '../api/get-page.ts';
import classes from '../components/page-body.module.css';

/** `dashboard/rules`: the community rules as visitors see them, with an edit button. */
export function DashboardRulesPage() {
  const { t } = useTranslation('pages');
  const rules = usePage('rules');
  return (
    <Stack gap="md" data-testid="dashboard-rules">
      <Group justify="space-between">
        <Title order={1}>{t('rules.heading')}</Title>
        <Button component={Link} to="/dashboard/rules/edit" leftSection={<IconPencil size={16} />}>
          {t('rules.edit')}
        </Button>
      </Group>
      {rules.isPending ? (
        <Skeleton height={240} />
      ) : rules.isError ? (
        <Alert color="red">{t('errorText')}</Alert>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Text size="xs" c="dimmed" mb="sm">
            {t('updated', { date: formatDateTime(rules.data.updated_at) })}
          </Text>
          <div
            className={classes.body}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises bodies (page-body.ts)
            dangerouslySetInnerHTML={{ __html: rules.data.body }}
          />
        </Paper>
      )}
    </Stack>
  );
}
