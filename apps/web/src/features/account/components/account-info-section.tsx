import { ActionIcon, Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { AccountProfile } from '@regal/shared';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './account-section.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

/** Spec 02 §6 role chip colours: admin red, upper green, mod cyan, user gray. */
function roleColor(role: string): string {
  if (role.includes('admin')) return 'red';
  if (role === 'upper') return 'green';
  if (role === 'mod') return 'cyan';
  return 'gray';
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="xs" mt={2}>
        {children}
      </Group>
    </div>
  );
}

/**
 * Read-only username, e-mail (masked after 3 characters until its owner reveals it) and role
 * (spec 02 §6); the e-mail changes only through its own confirmed flow (decision 044).
 */
export function AccountInfoSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const [revealed, setRevealed] = useState(false);
  const [changing, setChanging] = useState(false);
  return (
    <AccountSection title={t('info.title')} testId="account-info">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t('info.username')}>
          <Text data-testid="account-username">{profile.username}</Text>
        </Field>
        <Field label={t('info.email')}>
          <Text data-testid="account-email" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {revealed ? profile.email : profile.email_masked}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={revealed ? t('info.hideEmail') : t('info.showEmail')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
            data-testid="account-email-reveal"
          >
            {revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setChanging(true)}
            data-testid="account-email-change"
          >
            {t('emailChange.open')}
          </Button>
        </Field>
        <Field label={t('info.role')}>
          <Badge color={roleColor(profile.role)} variant="light" data-testid="account-role">
            {profile.role}
          </Badge>
        </Field>
      </SimpleGrid>
      <ChangeEmailDialog opened={changing} onClose={() => setChanging(false)} />
    </AccountSection>
  );
}
