import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { NewTicketForm } from './new-ticket-form.tsx';

/** The support page's ticket box: the form for signed-in users, a login prompt for guests. */
export function SupportTickets() {
  const { t } = useTranslation('tickets');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  return (
    <Stack gap="sm" data-testid="support-tickets">
      <Title order={2}>{t('support.title')}</Title>
      {isLoggedIn ? (
        <>
          <NewTicketForm onCreated={(uid) => void navigate(`/myTickets?ticket=${uid}`)} />
          <Button component={Link} to="/myTickets" variant="subtle" style={{ alignSelf: 'flex-start' }}>
            {t('support.myTickets')}
          </Button>
        </>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" mb="sm">
            {t('support.loginText')}
          </Text>
          <Button component={Link} to="/login.req" state={{ from: '/myTickets' }}>
            {t('support.login')}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
