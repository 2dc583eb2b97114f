import type { RateLimitRule } from '../../lib/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Decision 007: 5 a minute per account and address, 30 an hour per address, for every auth door. */
export const PER_SUBJECT_PER_MINUTE = 5;
export const PER_IP_PER_HOUR = 30;

export type ThrottledAction = 'login' | 'reset' | 'resend' | 'two-factor' | 'register';

const messages: Record<ThrottledAction, string> = {
  login: 'Too many login attempts. Please wait a moment and try again.',
  reset: 'Too many password reset requests. Please wait a moment and try again.',
  resend: 'Too many verification mails requested. Please wait a moment and try again.',
  'two-factor': 'Too many code attempts. Please wait a moment and try again.',
  register: 'Too many registrations from your network. Please try again later.',
};

/** The two budgets an attempt counts against: subject (username, e-mail, user id) + IP, and IP alone. */
export function throttleRules(action: ThrottledAction, subject: string, ip: string): RateLimitRule[] {
  const message = messages[action];
  return [
    {
      key: `${action}:subject-ip:${subject.toLowerCase()}|${ip}`,
      limit: PER_SUBJECT_PER_MINUTE,
      windowMs: MINUTE,
      message,
    },
    { key: `${action}:ip:${ip}`, limit: PER_IP_PER_HOUR, windowMs: HOUR, message },
  ];
}
