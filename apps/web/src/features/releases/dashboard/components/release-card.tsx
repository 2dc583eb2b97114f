import { Alert, Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EditorRelease } from '@regal/shared';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api-error.ts';
import { usePolicy } from '../../../../lib/policy.ts';
import { useReleaseSave } from '../api/releases-admin.ts';
import { ReleaseCardActions } from './release-card-actions.tsx';
import { ReleaseCardHeader } from './release-card-header.tsx';
import { ReleaseFields } from './release-fields.tsx';
import { formOf, newReleaseForm, type ReleaseForm } from './release-form.ts';
import { ReleaseLinksEditor } from './release-links-editor.tsx';

interface Props {
  entry: { id: number; title: string; type: string };
  /** null: the "create new release" card */
  release: EditorRelease | null;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onReassign?: () => void;
  onCancelNew?: () => void;
  /** the new card's release was created (its id), before the list shows it */
  onCreated?: (id: number) => void;
  highlighted?: boolean;
}

/**
 * The release edit card (spec 02 §2): holds the form and saves it; the header, the fields, the
 * hoster links and the buttons with their dialogs are their own components.
 */
export function ReleaseCard({
  entry,
  release,
  selected,
  onSelect,
  onReassign,
  onCancelNew,
  onCreated,
  highlighted,
}: Props) {
  const policy = usePolicy();
  const isMod = policy.can('entry.bindUser');
  const isAdmin = policy.can('release.editCryptedLinks');
  const [form, setForm] = useState<ReleaseForm>(() =>
    release ? formOf(release) : newReleaseForm(entry.type),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const save = useReleaseSave(onCreated);
  const trashed = release?.deleted_at !== null && release !== null;
  const patch = (change: Partial<ReleaseForm>) => setForm((f) => ({ ...f, ...change }));

  const submit = async () => {
    setErrors({});
    setWarning(null);
    const { crypted_links: _ignored, ...rest } = form;
    const { check: _check, ...options } = form.options;
    const body = release
      ? { ...rest, options, id: release.id, version: release.version }
      : { ...rest, options, entry_id: entry.id };
    if (!isMod) delete (body as { user_id?: unknown }).user_id;
    try {
      const answer = await save.mutateAsync(body);
      notifications.show({ color: 'teal', message: answer.message });
      if (!release) {
        setForm(newReleaseForm(entry.type));
        onCancelNew?.();
      }
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.errors);
        // Spec 02 §8: a 403 on update shows the server message as a red warning.
        setWarning(error.message);
      } else setWarning((error as Error).message);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={release ? `release-card-${release.id}` : 'release-card-new'}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-color-yellow-6)' }
          : trashed
            ? { opacity: 0.85, borderColor: 'var(--mantine-color-red-7)' }
            : undefined
      }
    >
      <ReleaseCardHeader release={release} trashed={trashed} selected={selected} onSelect={onSelect} />
      {warning && (
        <Alert color="red" mb="sm" role="alert" data-testid="release-warning">
          {warning}
        </Alert>
      )}
      <ReleaseFields
        form={form}
        patch={patch}
        errors={errors}
        release={release}
        trashed={trashed}
        isMod={isMod}
      />
      <ReleaseLinksEditor form={form} patch={patch} release={release} trashed={trashed} />
      <ReleaseCardActions
        release={release}
        trashed={trashed}
        isAdmin={isAdmin}
        saving={save.isPending}
        onSave={() => void submit()}
        onReassign={onReassign}
        onCancelNew={onCancelNew}
      />
    </Card>
  );
}
