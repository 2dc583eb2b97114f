import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';

/** Field errors of a failed call (first message per field, spec §5), or a general message. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? error.errors : {};
}

export function generalErrorOf(error: unknown, t: TFunction<'auth'>): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.message;
  return t('errors.network');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's translated checks (§5): password too short, passwords not matching, not a valid e-mail. */
export function validateCredentials(
  t: TFunction<'auth'>,
  values: { email?: string; password?: string; confirmation?: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.email !== undefined && !EMAIL.test(values.email.trim())) errors.email = t('errors.invalidEmail');
  if (values.password !== undefined && values.password.length < 8)
    errors.password = t('errors.passwordTooShort');
  if (values.confirmation !== undefined && values.confirmation !== values.password)
    errors.password_confirmation = t('errors.passwordMismatch');
  return errors;
}
