import { type AccountUserResponse, ZAccountUserResponse } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '../../../lib/api-error.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.tsx';
import { readToken } from '../../../lib/session-token.ts';
import { accountProfileQueryKey } from './get-account-profile.ts';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * `POST /api/auth/user/avatar` as multipart with the field "image". XMLHttpRequest rather than
 * fetch because only XHR reports upload progress (spec 02 §7 "progress tracked").
 */
export function uploadAvatar(
  file: File,
  onProgress: (percent: number) => void,
): Promise<AccountUserResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/auth/user/avatar');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(ZAccountUserResponse.parse(body));
      else reject(toApiError(xhr.status, xhr.statusText, body));
    };
    // The server may close the connection after a 413 before the browser finished sending.
    xhr.onerror = () => reject(toApiError(xhr.status || 0, 'network error', null));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { refetch } = useSession();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadAvatar(file, setProgress);
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(accountProfileQueryKey, answer.profile);
      await refetch();
    },
  });
  return { ...mutation, progress };
}
