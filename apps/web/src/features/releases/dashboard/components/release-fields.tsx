import { Grid, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { type EditorRelease, ENTRY_TYPES, SUB_TYPES } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { useAssignableUsers, useCountries } from '../api/releases-admin.ts';
import type { PatchRelease, ReleaseForm } from './release-form.ts';

interface Props {
  form: ReleaseForm;
  patch: PatchRelease;
  errors: Record<string, string>;
  release: EditorRelease | null;
  trashed: boolean;
  /** moderators bind the release to a user; others see the username */
  isMod: boolean;
}

const VIDEO_TYPES = new Set(['movie', 'series', 'anime', 'doku']);

/**
 * Release languages are stored upper case ("DE", as the release-name parser writes them) while the
 * country list answers lower case: one spelling for both, so chosen languages show as chosen and
 * picking one never adds a second pill.
 */
const langCodes = (codes: string[]): string[] => [...new Set(codes.map((code) => code.toUpperCase()))];

/**
 * The release's fields (spec 02 §2): name, type, group, digits-only size, downloads, bound user,
 * languages from `GET /api/countries/all`, the read-only source, and the movie/series extras.
 */
export function ReleaseFields({ form, patch, errors, release, trashed, isMod }: Props) {
  const { t } = useTranslation('catalogue');
  const countries = useCountries();
  const users = useAssignableUsers(isMod);
  const err = (field: string) => errors[field];
  const text = (field: keyof ReleaseForm, label: string, span = 3) => (
    <Grid.Col span={{ base: 12, sm: 6, md: span }}>
      <TextInput
        label={label}
        value={(form[field] as string | null) ?? ''}
        onChange={(e) => patch({ [field]: e.currentTarget.value || null } as Partial<ReleaseForm>)}
        error={err(field)}
        disabled={trashed}
      />
    </Grid.Col>
  );
  const count = (field: 'season' | 'episode' | 'episode_count_in_season', label: string) => (
    <Grid.Col span={{ base: 4, md: 2 }}>
      <NumberInput
        label={label}
        min={0}
        allowDecimal={false}
        value={form.options[field] ?? ''}
        onChange={(v) => patch({ options: { ...form.options, [field]: v === '' ? null : Number(v) } })}
        error={err(`options.${field}`)}
        disabled={trashed}
      />
    </Grid.Col>
  );

  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          label={t('release.fulltitle')}
          required
          value={form.fulltitle}
          onChange={(e) => patch({ fulltitle: e.currentTarget.value })}
          error={err('fulltitle')}
          disabled={trashed}
          data-testid="release-fulltitle"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('release.type')}
          data={ENTRY_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          value={form.type}
          onChange={(v) => v && patch({ type: v })}
          allowDeselect={false}
          error={err('type')}
          disabled={trashed}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('release.sub_type')}
          data={SUB_TYPES.map((v) => ({ value: v, label: v }))}
          value={form.sub_type}
          onChange={(v) => patch({ sub_type: v })}
          clearable
          error={err('sub_type')}
          disabled={trashed}
        />
      </Grid.Col>
      {text('group', t('release.group'))}
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          label={t('release.size')}
          inputMode="numeric"
          value={form.size === null ? '' : String(form.size)}
          onChange={(e) => {
            const digits = e.currentTarget.value.replace(/\D/g, '');
            patch({ size: digits ? Number(digits) : null });
          }}
          error={err('size')}
          disabled={trashed}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NumberInput
          label={t('release.downloads')}
          min={0}
          allowDecimal={false}
          value={form.downloads}
          onChange={(v) => patch({ downloads: Number(v) || 0 })}
          disabled={trashed}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        {isMod ? (
          <Select
            label={t('release.user')}
            data={(users.data?.items ?? []).map((u) => ({
              value: String(u.id),
              label: `${u.username} · ${u.role}`,
            }))}
            value={form.user_id ? String(form.user_id) : null}
            onChange={(v) => patch({ user_id: v ? Number(v) : null })}
            searchable
            clearable
            error={err('user_id')}
            disabled={trashed}
          />
        ) : (
          <TextInput label={t('release.user')} value={release?.user?.username ?? '–'} disabled />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MultiSelect
          label={t('release.lang')}
          data={(countries.data?.countries ?? []).map((c) => ({
            value: c.alpha2.toUpperCase(),
            label: `${c.alpha2.toUpperCase()} – ${c.name}`,
          }))}
          value={langCodes(form.lang)}
          onChange={(v) => patch({ lang: langCodes(v) })}
          data-testid="release-lang"
          searchable
          error={err('lang')}
          disabled={trashed}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <TextInput label={t('release.source')} value={release?.source ?? 'manual'} readOnly disabled />
      </Grid.Col>
      {VIDEO_TYPES.has(form.type) && (
        <>
          {text('quality', t('release.quality'), 2)}
          {text('video_stream', t('release.video_stream'), 2)}
          {text('video_codec', t('release.video_codec'), 2)}
          {text('audio_stream', t('release.audio_stream'), 2)}
          {text('bitrate', t('release.bitrate'), 2)}
          {count('season', t('release.season'))}
          {count('episode', t('release.episode'))}
          {count('episode_count_in_season', t('release.episodeCount'))}
        </>
      )}
    </Grid>
  );
}
