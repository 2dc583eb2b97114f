import { Button, Group, Paper, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { assignableRoles, type MemberCreate, type MemberRole } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCreateMember } from '../api/members.ts';

const EMPTY: MemberCreate = {
  username: '',
  email: '',
  role: 'user',
  firstname: '',
  lastname: '',
  mobile: '',
};

/** The new-member row the spec left without a save: the member gets an invitation mail. */
export function NewMemberForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('members');
  const { user } = useSession();
  const create = useCreateMember();
  const [draft, setDraft] = useState<MemberCreate>(EMPTY);
  const errors = isApiError(create.error) ? create.error.errors : {};
  // Read the value while the event is live: React clears `currentTarget` once the handler returns,
  // and the updater runs later (reading it there crashed the form on the first key).
  const set = (field: keyof MemberCreate) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      data-testid="new-member-form"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(draft, {
          onSuccess: (answer) => {
            notifications.show({ color: 'green', message: answer.message });
            setDraft(EMPTY);
            onDone();
          },
        });
      }}
    >
      <Title order={4} mb="sm">
        {t('new.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('fields.username')}
          required
          value={draft.username}
          onChange={set('username')}
          error={errors.username}
          data-autofocus
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          required
          value={draft.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Select
          label={t('fields.role')}
          data={assignableRoles(user?.role ?? 'user')}
          value={draft.role}
          onChange={(value) => setDraft((current) => ({ ...current, role: (value ?? 'user') as MemberRole }))}
          allowDeselect={false}
        />
        <TextInput
          label={t('fields.firstname')}
          value={draft.firstname ?? ''}
          onChange={set('firstname')}
          error={errors.firstname}
        />
        <TextInput
          label={t('fields.lastname')}
          value={draft.lastname ?? ''}
          onChange={set('lastname')}
          error={errors.lastname}
        />
        <TextInput
          label={t('fields.mobile')}
          value={draft.mobile ?? ''}
          onChange={set('mobile')}
          error={errors.mobile}
        />
      </SimpleGrid>
      {create.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {create.error.message}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} data-testid="new-member-save">
          {t('new.save')}
        </Button>
      </Group>
    </Paper>
  );
}
