import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirmReport } from '../api/reports.ts';

/**
 * `/report/confirm/:token`, the link mailed to a guest claimant (decision 016). A button, not the
 * page load, confirms: mail scanners that open links must not confirm reports on their own.
 */
export function ReportConfirmPage() {
  const { t } = useTranslation('reports');
  const { token = '' } = useParams();
  const confirm = useConfirmReport();
  return (
    <Paper withBorder p="lg" maw={560} mx="auto" data-testid="report-confirm">
      <Stack gap="md">
        <Title order={1}>{t('confirm.title')}</Title>
        {confirm.isSuccess ? (
          <Alert color="teal" variant="light" data-testid="report-confirm-result">
            {confirm.data.message}
          </Alert>
        ) : (
          <>
            <Text>{t('confirm.intro')}</Text>
            {confirm.isError && (
              <Alert color="red" variant="light" data-testid="report-confirm-result">
                {confirm.error.message}
              </Alert>
            )}
            <Button
              onClick={() => confirm.mutate(token)}
              loading={confirm.isPending}
              style={{ alignSelf: 'flex-start' }}
              data-testid="report-confirm-button"
            >
              {t('confirm.button')}
            </Button>
          </>
        )}
        <Anchor component={Link} to="/">
          {t('confirm.home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
