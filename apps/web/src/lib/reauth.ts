import { REAUTH_ERROR_FIELD, type ReauthResponse, ZReauthResponse } from '@regal/shared';
import { useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { isApiError } from './api-error.ts';

/**
 * Re-authentication (decision 013): sensitive changes answer 403 naming the `reauth` field when
 * this session has not confirmed the password or a 2FA code in the last minutes. `withReauth`
 * catches that answer, opens the prompt (`ReauthDialogHost`), confirms and repeats the call once.
 */
type Pending = { resolve: (confirmed: boolean) => void } | null;
let pending: Pending = null;
const listeners = new Set<() => void>();

function setPending(next: Pending) {
  pending = next;
  for (const listener of listeners) listener();
}

/** Opens the prompt; resolves true once the server accepted a password or code, false on cancel. */
export function requestReauth(): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => setPending({ resolve }));
}

/** For the dialog: whether it is open, and how to close it. */
export function useReauthPrompt() {
  const open = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending !== null,
    // Never open on the server or while a server-rendered page hydrates.
    () => false,
  );
  const finish = (confirmed: boolean) => {
    const current = pending;
    setPending(null);
    current?.resolve(confirmed);
  };
  return { open, finish };
}

export function isReauthRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && REAUTH_ERROR_FIELD in error.errors;
}

/** Runs `call`; when the server asks for re-authentication, prompts and runs it once more. */
export async function withReauth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isReauthRequired(error) || !(await requestReauth())) throw error;
    return call();
  }
}

/** `POST /api/auth/user/reauth` with the password or a TOTP code. */
export function sendReauth(body: { password: string } | { code: string }): Promise<ReauthResponse> {
  // The prompt is part of every page: its answer is checked against the contract in development only,
  // so the contract library stays out of the first load (decision 018).
  return api.post('/api/auth/user/reauth', body, {
    schema: import.meta.env.DEV ? ZReauthResponse : undefined,
  });
}
