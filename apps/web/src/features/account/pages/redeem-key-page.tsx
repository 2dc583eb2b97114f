import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { apiMessageOf, isApiError } from '../../../lib/api-error.ts';
import { useRedeemLicense } from '../api/redeem-license.ts';
import { AccountSection } from '../components/account-section.tsx';

/**
 * `settings/license`: a signed-in user redeems a license key (spec 02 §1/§3 "Beta/license key"; the
 * spec lists the keys only as staff tables, the API was ours). Shows what the key unlocks, or the
 * server's answer for an unknown, used or expired key (one answer for all three: no key oracle).
 */
export function RedeemKeyPage() {
  const { t } = useTranslation('account');
  const redeem = useRedeemLicense();
  const [key, setKey] = useState('');
  const fieldError = isApiError(redeem.error) ? redeem.error.errors.key : undefined;
  const otherError = redeem.error && !fieldError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = key.trim();
    if (!value) return;
    redeem.mutate({ key: value });
  };

  return (
    <PageContainer>
      <Title order={1} my="lg">
        {t('redeem.title')}
      </Title>
      <AccountSection title={t('redeem.formTitle')} description={t('redeem.intro')} testId="redeem-key">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('redeem.key')}
              placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
              value={key}
              onChange={(event) => {
                setKey(event.currentTarget.value);
                if (redeem.isError) redeem.reset();
              }}
              error={fieldError}
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              data-testid="redeem-key-input"
            />
            {otherError && (
              <Alert color="red" variant="light" data-testid="redeem-key-error">
                {apiMessageOf(redeem.error, t('common.networkError'))}
              </Alert>
            )}
            {redeem.isSuccess && (
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck size={18} />}
                title={redeem.data.message}
                data-testid="redeem-key-done"
              >
                <Text size="sm" data-testid="redeem-key-package">
                  {t('redeem.grants', {
                    name: redeem.data.package.name,
                    version: redeem.data.package.version || '—',
                  })}
                </Text>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                disabled={!key.trim()}
                loading={redeem.isPending}
                data-testid="redeem-key-submit"
              >
                {t('redeem.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AccountSection>
    </PageContainer>
  );
}
