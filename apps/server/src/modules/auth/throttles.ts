import type { RateLimitRule } from '../../lib/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Decision 007: 5 a minute per account and address, 30 an hour per address, for every auth door.
 * The hourly budget per address is the operator's `AUTH_ATTEMPTS_PER_IP_PER_HOUR` (default 30): a
 * school or a carrier NAT puts many people behind one address, and the e2e suite logs in from one.
 */
export const PER_SUBJECT_PER_MINUTE = 5;
export const PER_IP_PER_HOUR = 30;

export type ThrottledAction =
  | 'login'
  | 'reset'
  | 'resend'
  | 'two-factor'
  | 'register'
  | 'unlock'
  | 'email-change';

const messages: Record<ThrottledAction, string> = {
  login: 'Too many login attempts. Please wait a moment and try again.',
  reset: 'Too many password reset requests. Please wait a moment and try again.',
  resend: 'Too many verification mails requested. Please wait a moment and try again.',
  'two-factor': 'Too many code attempts. Please wait a moment and try again.',
  register: 'Too many registrations from your network. Please try again later.',
  unlock: 'Too many unlock attempts. Please wait a moment and try again.',
  'email-change': 'Too many e-mail change attempts. Please wait a moment and try again.',
};

/** The two budgets an attempt counts against: subject (username, e-mail, user id) + IP, and IP alone. */
export function throttleRules(
  action: ThrottledAction,
  subject: string,
  ip: string,
  perIpPerHour: number = PER_IP_PER_HOUR,
): RateLimitRule[] {
  const message = messages[action];
  return [
    {
      key: `${action}:subject-ip:${subject.toLowerCase()}|${ip}`,
      limit: PER_SUBJECT_PER_MINUTE,
      windowMs: MINUTE,
      message,
    },
    { key: `${action}:ip:${ip}`, limit: perIpPerHour, windowMs: HOUR, message },
  ];
}

/**
 * Budgets that hold whatever address the attempts come from (decision 013): an attacker with many
 * addresses still runs into the account's, the challenge's or the session's own budget.
 */
export const ACCOUNT_FAILED_LOGINS = 10;
export const ACCOUNT_LOCK_MS = 15 * MINUTE;
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed logins for this account. It is locked for a few minutes; the owner has been sent an unlock link by mail.';

/** Failed logins of one account (or one unknown login name), counted only on failure. */
export const failedLoginKey = (subject: string) => `login-fail:account:${subject.toLowerCase()}`;

/** 2FA codes of one account, whatever the address: 10 in 15 minutes (challenge and login code). */
export const TWO_FACTOR_PER_ACCOUNT = 10;
export const TWO_FACTOR_ACCOUNT_WINDOW_MS = 15 * MINUTE;
export const twoFactorAccountKey = (userId: number) => `two-factor:account:${userId}`;

/** 2FA codes: 5 per challenge (the half-open session), 10 per account in 15 minutes. */
export function twoFactorAccountRules(userId: number, sessionId: string): RateLimitRule[] {
  const message = messages['two-factor'];
  return [
    { key: `two-factor:challenge:${sessionId}`, limit: 5, windowMs: HOUR, message },
    {
      key: twoFactorAccountKey(userId),
      limit: TWO_FACTOR_PER_ACCOUNT,
      windowMs: TWO_FACTOR_ACCOUNT_WINDOW_MS,
      message,
    },
  ];
}

/**
 * A 2FA code sent with the password to get past a lock (decision 040): the code is its own factor
 * with its own budget per address. The account's 2FA budget (above) counts it only behind the
 * right password (issue 32), so strangers cannot spend it — see `login.service.ts`.
 */
export function lockBypassCodeRules(
  account: number | string,
  ip: string,
  perIpPerHour: number = PER_IP_PER_HOUR,
): RateLimitRule[] {
  return throttleRules(
    'two-factor',
    typeof account === 'number' ? `user:${account}` : account,
    ip,
    perIpPerHour,
  );
}

/** Reset mails: 5 an hour per address asked for, whoever asks (and from wherever). */
export function resetMailRules(email: string): RateLimitRule[] {
  return [{ key: `reset:email:${email.toLowerCase()}`, limit: 5, windowMs: HOUR, message: messages.reset }];
}

/**
 * Reset mails per account (issue 32), counted when the mail would be built: 3 an hour, whichever
 * address spelling and whoever asked. Past it nothing is sent and the newest link already mailed
 * stays the one that works.
 */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_ACCOUNT_MAIL_WINDOW_MS = HOUR;
export const resetAccountMailKey = (userId: number) => `reset:account-mails:${userId}`;

const PASSWORD_CHANGE_THROTTLED = 'Too many password change attempts. Please wait a moment and try again.';
/** The same budget met from the re-auth prompt or 2FA switch-off: no password change is on screen. */
export const CONFIRM_THROTTLED = 'Too many confirmation attempts. Please wait a moment and try again.';

/**
 * Password change from a session: 5 tries per 15 minutes per session and per account. Re-auth and
 * switching 2FA off spend the same budget (one guessing door) but say what was tried (`message`).
 */
export function passwordChangeRules(
  userId: number,
  sessionId: string,
  message = PASSWORD_CHANGE_THROTTLED,
): RateLimitRule[] {
  return [
    { key: `password-change:session:${sessionId}`, limit: 5, windowMs: 15 * MINUTE, message },
    { key: `password-change:account:${userId}`, limit: 10, windowMs: 15 * MINUTE, message },
  ];
}

/**
 * E-mail change mails (decision 044): 5 an hour per account, whatever the address, so a session
 * cannot turn the change form into a mail cannon against someone else's mailbox.
 */
export function emailChangeMailRules(userId: number): RateLimitRule[] {
  return [
    { key: `email-change:mails:${userId}`, limit: 5, windowMs: HOUR, message: messages['email-change'] },
  ];
}
