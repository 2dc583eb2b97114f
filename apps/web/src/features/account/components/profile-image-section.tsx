import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { type AccountProfile, AVATAR_DEFAULT_MAX_BYTES, formatBytes } from '@regal/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { AccountSection } from './account-section.tsx';
import { notifySuccess } from './notify.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The message for a failed upload: 413 → "Bild zu groß." (spec 02 §8), else the field error. */
function uploadErrorOf(error: unknown, t: (key: string) => string): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status === 413) return t('avatar.tooLarge');
  if (isApiError(error)) return error.errors.image ?? error.message;
  return t('common.networkError');
}

/** Choose → local preview → upload (with progress) or discard (spec 02 §4 "Avatar"). */
export function ProfileImageSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  // The hidden file input keeps its value after a discard: picking the same file again then fires
  // no change event (nothing shown, upload says "no image"). Clearing it makes every pick count.
  const resetInput = useRef<() => void>(null);

  // The preview is a local object URL; it is released when replaced or discarded.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (next: File | null) => {
    if (!next) resetInput.current?.();
    upload.reset();
    setMissing(false);
    setFile(next);
  };

  const send = () => {
    if (!file) return setMissing(true);
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        resetInput.current?.();
        notifySuccess(t('avatar.uploaded'));
      },
    });
  };

  const error = missing ? t('avatar.none') : uploadErrorOf(upload.error, t);
  const maxLabel = formatBytes(AVATAR_DEFAULT_MAX_BYTES, 0, currentLocale());

  return (
    <AccountSection
      title={t('avatar.title')}
      description={t('avatar.hint', { max: maxLabel })}
      testId="account-avatar"
    >
      <Group align="center" gap="lg">
        <Avatar
          src={preview ?? profile.avatar}
          alt={preview ? t('avatar.preview') : t('avatar.current')}
          size={96}
          radius={96}
          data-testid={preview ? 'avatar-preview' : 'avatar-current'}
        >
          {profile.username.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={ACCEPT} resetRef={resetInput}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t('avatar.choose')}
                </Button>
              )}
            </FileButton>
            <Button onClick={send} loading={upload.isPending} data-testid="avatar-upload">
              {t('avatar.upload')}
            </Button>
            {file && (
              <Button variant="subtle" color="gray" onClick={() => choose(null)} data-testid="avatar-discard">
                {t('avatar.discard')}
              </Button>
            )}
          </Group>
          {file && (
            <Text size="sm" c="dimmed" data-testid="avatar-file-name">
              {file.name} · {formatBytes(file.size, 2, currentLocale())}
            </Text>
          )}
          {upload.isPending && (
            <>
              <Progress
                value={upload.progress}
                aria-label={t('avatar.progress', { percent: upload.progress })}
              />
              <Text size="xs" c="dimmed">
                {t('avatar.progress', { percent: upload.progress })}
              </Text>
            </>
          )}
          {error && (
            <Alert color="red" variant="light" py="xs" data-testid="avatar-error">
              {error}
            </Alert>
          )}
        </Stack>
      </Group>
    </AccountSection>
  );
}
