import { Alert, Button, Group, TextInput } from '@mantine/core';
import type { TmdbLookupResponse } from '@regal/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useTmdbLookup } from '../api/entries-admin.ts';
import type { EntryDraft } from './entry-draft.ts';
import { planTmdbFill, tmdbTargetOf } from './tmdb-fill.ts';

interface Props {
  draft: EntryDraft;
  onFill: (patch: Partial<EntryDraft>) => void;
}

/**
 * "Von TMDB übernehmen": a TMDB id, IMDb id or pasted link → the server's TMDB lookup → empty
 * draft fields filled at once; filled fields that TMDB would change only after a yes.
 */
export function TmdbFillPanel({ draft, onFill }: Props) {
  const { t } = useTranslation('catalogue');
  const lookup = useTmdbLookup();
  // The answer is planned against the draft as it is when TMDB answers, not when the button was pressed.
  const latest = useRef(draft);
  latest.current = draft;
  const [typed, setTyped] = useState(draft.options.imdb_id ?? draft.options.tmdb_id ?? '');
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<{ patch: Partial<EntryDraft>; fields: string[] } | null>(null);

  const labelOf = (key: keyof EntryDraft) =>
    key === 'cover' || key === 'actors' ? t(`tmdbFill.${key}`) : t(`field.${key}`);

  const apply = (answer: TmdbLookupResponse) => {
    const plan = planTmdbFill(latest.current, answer);
    const filledCount = Object.keys(plan.fill).filter((k) => k !== 'options').length;
    onFill(plan.fill);
    setNotice(
      filledCount > 0
        ? t('tmdbFill.filled', { count: filledCount, title: answer.title })
        : t('tmdbFill.nothing'),
    );
    if (plan.conflicts.length > 0) {
      setPending({ patch: plan.overwrite, fields: plan.conflicts.map(labelOf) });
    }
  };

  const submit = () => {
    const target = tmdbTargetOf(typed, draft.type);
    setInvalid(target === null);
    setNotice(null);
    if (target) lookup.mutate(target, { onSuccess: apply });
  };

  const error = invalid
    ? t('tmdbFill.invalid')
    : lookup.error
      ? isApiError(lookup.error)
        ? lookup.error.message
        : t('common.error')
      : undefined;

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          label={t('tmdbFill.label')}
          description={t('tmdbFill.hint')}
          placeholder={t('tmdbFill.placeholder')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          error={error}
          data-testid="tmdb-fill-id"
        />
        <Button onClick={submit} loading={lookup.isPending} variant="light" data-testid="tmdb-fill-button">
          {t('tmdbFill.button')}
        </Button>
      </Group>
      {notice && !error && (
        <Alert mt="xs" color="teal" variant="light" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={t('tmdbFill.conflictTitle')}
        message={t('tmdbFill.conflictMessage', { fields: pending?.fields.join(', ') ?? '' })}
        confirmLabel={t('tmdbFill.overwrite')}
        onConfirm={() => {
          if (pending) onFill(pending.patch);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
