import { Button, Group, Modal, Select, SimpleGrid, Switch, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PACKAGE_TYPES, type Package, type PackageUpdate } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSavePackage } from '../api/packages.ts';

/** Create or edit a package (`pkg.edit`), in a dialog. */
export function PackageForm({ pkg, onClose }: { pkg: Package | null; onClose: () => void }) {
  const { t } = useTranslation('packages');
  const save = useSavePackage();
  const [draft, setDraft] = useState<PackageUpdate>({
    name: pkg?.name ?? '',
    version: pkg?.version ?? '',
    cusa: pkg?.cusa ?? '',
    type: (pkg?.type as PackageUpdate['type']) ?? 'game',
    image: pkg?.image ?? '',
    author: pkg?.author ?? '',
    pv: pkg?.pv ?? [],
    active: pkg?.active ?? false,
    verified: pkg ? pkg.verified_at !== null : false,
    released_at: pkg?.released_at ?? null,
  });
  const errors = isApiError(save.error) ? save.error.errors : {};
  const text = (field: 'name' | 'version' | 'cusa' | 'image' | 'author') => ({
    value: (draft[field] as string | null | undefined) ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
    error: errors[field],
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={pkg ? t('form.edit', { name: pkg.name }) : t('form.new')}
      size="lg"
    >
      <form
        data-testid="package-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { id: pkg?.id ?? null, body: draft },
            {
              onSuccess: (answer) => {
                notifications.show({ color: 'green', message: answer.message });
                onClose();
              },
            },
          );
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('fields.name')} required data-autofocus {...text('name')} />
          <TextInput label={t('fields.version')} {...text('version')} />
          <TextInput label={t('fields.cusa')} placeholder="CUSA00001" {...text('cusa')} />
          <Select
            label={t('fields.type')}
            data={PACKAGE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={draft.type ?? 'game'}
            onChange={(value) =>
              setDraft((current) => ({ ...current, type: (value ?? 'game') as PackageUpdate['type'] }))
            }
            allowDeselect={false}
          />
          <TextInput label={t('fields.image')} placeholder="https://…" {...text('image')} />
          <TextInput label={t('fields.author')} {...text('author')} />
          <TagsInput
            label={t('fields.pv')}
            description={t('form.pvHelp')}
            value={draft.pv ?? []}
            onChange={(pv) => setDraft((current) => ({ ...current, pv }))}
            error={errors.pv}
          />
          <TextInput
            label={t('fields.released')}
            type="date"
            value={draft.released_at ? draft.released_at.slice(0, 10) : ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({
                ...current,
                released_at: value ? new Date(`${value}T00:00:00Z`).toISOString() : null,
              }));
            }}
          />
          <Switch
            label={t('fields.active')}
            checked={draft.active ?? false}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setDraft((c) => ({ ...c, active: checked }));
            }}
          />
          <Switch
            label={t('fields.verified')}
            checked={draft.verified ?? false}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setDraft((c) => ({ ...c, verified: checked }));
            }}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="package-save">
            {t('save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
