import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  APP_TOKEN_NAME_MAX_LENGTH,
  canSeeDashboard,
  formatDateTime,
  grantableScopes,
  type TokenScope,
} from '@regal/shared';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useClearAppToken } from '../api/clear-app-token.ts';
import { useCreateAppToken } from '../api/create-app-token.ts';
import { useAppTokens } from '../api/list-app-tokens.ts';
import { AccountSection } from './account-section.tsx';
import { copyText } from './copy-token.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** List, create (dashboard roles only, spec 01 §6), copy once and clear app tokens. */
export function AppTokensSection({ role }: { role: string }) {
  const { t } = useTranslation('account');
  const tokens = useAppTokens();
  const create = useCreateAppToken();
  const clear = useClearAppToken();
  const [name, setName] = useState('');
  const [fresh, setFresh] = useState<string | null>(null);
  // A cleared token stops every script using it at once and cannot come back: ask first.
  const [clearing, setClearing] = useState<{ id: number; name: string } | null>(null);
  const [scopes, setScopes] = useState<TokenScope[]>(['catalogue:read']);
  const mayCreate = canSeeDashboard(role);
  const grantable = grantableScopes(role);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes },
      {
        onSuccess: (answer) => {
          setFresh(answer.item.token);
          setName('');
          setScopes(['catalogue:read']);
        },
      },
    );
  };

  const copy = async (token: string) => {
    if (await copyText(token)) notifySuccess(t('tokens.copied'));
    else notifyError(t('tokens.copyFailed'));
  };

  return (
    <AccountSection title={t('tokens.title')} description={t('tokens.intro')} testId="account-tokens">
      {mayCreate ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              aria-label={t('tokens.name')}
              placeholder={t('tokens.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={APP_TOKEN_NAME_MAX_LENGTH}
              error={
                isApiError(create.error) ? (create.error.errors.name ?? create.error.message) : undefined
              }
              style={{ flex: 1 }}
              data-testid="token-name"
            />
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!name.trim()}
              data-testid="token-create"
            >
              {t('tokens.create')}
            </Button>
          </Group>
          <Checkbox.Group
            mt="sm"
            label={t('tokens.scopes')}
            description={t('tokens.scopesHint')}
            value={scopes}
            onChange={(value) => setScopes(value as TokenScope[])}
            error={isApiError(create.error) ? create.error.errors.scopes : undefined}
            data-testid="token-scopes"
          >
            <Stack gap={6} mt={6}>
              {grantable.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={t(`tokens.scope.${scope}`, { nsSeparator: false })}
                  data-testid={`token-scope-${scope}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tokens.onlyDashboard')}
        </Text>
      )}
      {fresh && (
        <Alert
          color="teal"
          variant="light"
          data-testid="token-fresh"
          withCloseButton
          onClose={() => setFresh(null)}
        >
          <Text size="sm" mb={6}>
            {t('tokens.newToken')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }} data-testid="token-value">
              {fresh}
            </Code>
            <Button
              size="xs"
              leftSection={<IconCopy size={14} />}
              onClick={() => copy(fresh)}
              data-testid="token-copy"
            >
              {t('tokens.copy')}
            </Button>
          </Group>
        </Alert>
      )}
      <Stack gap={6} data-testid="token-list">
        {tokens.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tokens.empty')}
          </Text>
        )}
        {tokens.data?.map((token) => (
          <Group key={token.id} justify="space-between" wrap="nowrap" data-testid="token-item">
            <div>
              <Text fw={500}>{token.name}</Text>
              <Text size="xs" c="dimmed">
                {t('tokens.created', { date: formatDateTime(token.created_at) })} ·{' '}
                {token.last_used_at
                  ? t('tokens.lastUsed', { date: formatDateTime(token.last_used_at) })
                  : t('tokens.neverUsed')}
              </Text>
              <Group gap={4} mt={4} data-testid="token-item-scopes">
                {token.scopes.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('tokens.noScopes')}
                  </Text>
                ) : (
                  token.scopes.map((scope) => (
                    <Badge key={scope} size="xs" variant="light">
                      {t(`tokens.scopeShort.${scope}`, { nsSeparator: false })}
                    </Badge>
                  ))
                )}
              </Group>
            </div>
            <Tooltip label={t('tokens.clear')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('tokens.clear')}: ${token.name}`}
                loading={clear.isPending && clear.variables === token.id}
                onClick={() => setClearing(token)}
                data-testid="token-clear"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={clearing !== null}
        title={t('tokens.clearConfirm.title', { name: clearing?.name ?? '' })}
        message={t('tokens.clearConfirm.message')}
        confirmLabel={t('tokens.clear')}
        danger
        loading={clear.isPending}
        onConfirm={() => clearing && clear.mutate(clearing.id, { onSettled: () => setClearing(null) })}
        onClose={() => setClearing(null)}
      />
    </AccountSection>
  );
}
