import {
  Checkbox,
  Grid,
  MultiSelect,
  NumberInput,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ENTRY_TYPES, FSK_VALUES, GENRES, SUB_TYPES } from '@regal/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePolicy } from '../../../../lib/policy.ts';
import { useAssignableUsers, useCountries } from '../../../releases/dashboard/api/releases-admin.ts';
import { type EntryDraft, embedUrl, isoFromMasked, maskDate, maskedFromIso } from './entry-draft.ts';
import { TmdbFillPanel } from './tmdb-fill-panel.tsx';

interface Props {
  draft: EntryDraft;
  onChange: (patch: Partial<EntryDraft>) => void;
  errors: Record<string, string>;
  boundUsername: string | null;
}

/** Every field of the Entry (spec 02 §3) with the server's field errors beside each (spec 02 §5). */
export function EntryDetailForm({ draft, onChange, errors, boundUsername }: Props) {
  const { t } = useTranslation('catalogue');
  const policy = usePolicy();
  const isMod = policy.can('entry.bindUser');
  const countries = useCountries();
  const users = useAssignableUsers(isMod);
  const [released, setReleased] = useState(maskedFromIso(draft.released_at));
  const [verified, setVerified] = useState(
    draft.verified_at ? dayjs(draft.verified_at).format('DD.MM.YYYY HH:mm') : '',
  );
  const err = (field: string) =>
    errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <TmdbFillPanel
          draft={draft}
          onFill={(patch) => {
            // The released field keeps its own typed mask; a filled date must show there too.
            if (patch.released_at !== undefined) setReleased(maskedFromIso(patch.released_at));
            onChange(patch);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <TextInput
          label={t('field.title')}
          required
          value={draft.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          error={err('title')}
          data-testid="field-title"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Select
          label={t('field.type')}
          data={ENTRY_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          value={draft.type}
          onChange={(v) => v && onChange({ type: v as EntryDraft['type'] })}
          error={err('type')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label={t('field.original_title')}
          value={draft.original_title ?? ''}
          onChange={(e) => onChange({ original_title: e.currentTarget.value || null })}
          error={err('original_title')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label={t('field.subtitle')}
          value={draft.subtitle ?? ''}
          onChange={(e) => onChange({ subtitle: e.currentTarget.value || null })}
          error={err('subtitle')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={t('field.fulltitle')}
          value={draft.fulltitle ?? ''}
          onChange={(e) => onChange({ fulltitle: e.currentTarget.value || null })}
          error={err('fulltitle')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t('field.description')}
          autosize
          minRows={4}
          maxRows={14}
          value={draft.description ?? ''}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
          error={err('description')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('field.sub_type')}
          data={SUB_TYPES.map((v) => ({ value: v, label: v }))}
          value={draft.sub_type ?? null}
          onChange={(v) => onChange({ sub_type: (v as EntryDraft['sub_type']) ?? null })}
          clearable
          error={err('sub_type')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('field.fsk')}
          data={FSK_VALUES.map((v) => ({ value: String(v), label: `FSK ${v}` }))}
          value={draft.fsk === null || draft.fsk === undefined ? null : String(draft.fsk)}
          onChange={(v) => onChange({ fsk: v === null ? null : Number(v) })}
          clearable
          error={err('fsk')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NumberInput
          label={t('field.rating')}
          min={0}
          max={10}
          step={0.1}
          decimalScale={1}
          value={draft.rating ?? ''}
          onChange={(v) => onChange({ rating: v === '' ? null : Number(v) })}
          error={err('rating')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NumberInput
          label={t('field.time')}
          min={0}
          allowDecimal={false}
          value={draft.time ?? ''}
          onChange={(v) => onChange({ time: v === '' ? null : Number(v) })}
          error={err('time')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          label={t('field.released_at')}
          placeholder={t('field.datePlaceholder')}
          inputMode="numeric"
          value={released}
          onChange={(e) => {
            const masked = maskDate(e.currentTarget.value);
            setReleased(masked);
            onChange({ released_at: isoFromMasked(masked) });
          }}
          error={err('released_at')}
          data-testid="field-released"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          label={t('field.verified_at')}
          placeholder={t('field.dateTimePlaceholder')}
          inputMode="numeric"
          value={verified}
          onChange={(e) => {
            const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, 12);
            const masked = `${maskDate(digits.slice(0, 8))}${digits.length > 8 ? ` ${digits.slice(8, 10)}${digits.length > 10 ? `:${digits.slice(10, 12)}` : ''}` : ''}`;
            setVerified(masked);
            const m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(masked);
            const local = m ? new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:00`) : null;
            // An incomplete or impossible date goes to the server as typed and comes back as a field error.
            const iso = local && !Number.isNaN(local.getTime()) ? local.toISOString() : masked;
            onChange({ verified_at: masked === '' ? null : iso });
          }}
          error={err('verified_at')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <MultiSelect
          label={t('field.genre')}
          data={GENRES.map((g) => ({ value: g, label: t(`genres.${g}`) }))}
          value={draft.genre ?? []}
          onChange={(v) => onChange({ genre: v as EntryDraft['genre'] })}
          searchable
          error={err('genre')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <MultiSelect
          label={t('field.lang')}
          data={(countries.data?.countries ?? []).map((c) => ({
            value: c.alpha2,
            label: `${c.alpha2.toUpperCase()} – ${c.name}`,
          }))}
          value={draft.lang ?? []}
          onChange={(v) => onChange({ lang: v })}
          searchable
          error={err('lang')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TagsInput
          label={t('field.tags')}
          description={t('field.tagsHint')}
          value={draft.tags ?? []}
          onChange={(v) =>
            onChange({
              tags: [...new Map(v.map((tag) => [tag.toLowerCase(), tag.trim()])).values()].filter(Boolean),
            })
          }
          error={err('tags')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label={t('field.trailer')}
          description={t('field.trailerHint')}
          value={draft.trailer ?? ''}
          onChange={(e) =>
            onChange({ trailer: e.currentTarget.value ? embedUrl(e.currentTarget.value.trim()) : null })
          }
          error={err('trailer')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('field.imdb_id')}
          placeholder="tt1234567"
          value={draft.options.imdb_id ?? ''}
          onChange={(e) =>
            onChange({ options: { ...draft.options, imdb_id: e.currentTarget.value || null } })
          }
          error={err('options.imdb_id')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('field.tmdb_id')}
          value={draft.options.tmdb_id ?? ''}
          onChange={(e) =>
            onChange({ options: { ...draft.options, tmdb_id: e.currentTarget.value || null } })
          }
          error={err('options.tmdb_id')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        {isMod ? (
          <Select
            label={t('field.user')}
            data={(users.data?.items ?? []).map((u) => ({
              value: String(u.id),
              label: `${u.username} (${u.role})`,
            }))}
            value={draft.user_id ? String(draft.user_id) : null}
            onChange={(v) => onChange({ user_id: v ? Number(v) : null })}
            searchable
            clearable
            error={err('user_id')}
          />
        ) : (
          <TextInput label={t('field.user')} value={boundUsername ?? '–'} disabled />
        )}
      </Grid.Col>
      <Grid.Col span={12}>
        <Switch
          label={t('field.active')}
          checked={draft.active ?? true}
          onChange={(e) => onChange({ active: e.currentTarget.checked })}
          error={err('active')}
        />
      </Grid.Col>
      {isMod && (
        <Grid.Col span={12}>
          <Checkbox
            label={t('field.no_duplicate')}
            checked={draft.no_duplicate ?? false}
            onChange={(e) => onChange({ no_duplicate: e.currentTarget.checked })}
            error={err('no_duplicate')}
          />
        </Grid.Col>
      )}
    </Grid>
  );
}
