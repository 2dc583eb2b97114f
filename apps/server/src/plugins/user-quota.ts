import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { t } from '../lib/messages/index.ts';
import { consumeRateLimits, type RateLimitRule, type RateLimitStore } from '../lib/rate-limit.ts';

/**
 * Per-user limits on the actions people can flood (decision 025): tickets, ticket comments,
 * uploads, reports, strikes, reviews, votes. A route names its action as `config: { quota }` and
 * this one hook counts it — after access and validation, so only calls that would do something
 * count — against an hour and a day window of run-time settings (LIMIT_*). 429 with Retry-After
 * and a message in the caller's language past either.
 */
export const QUOTA_ACTIONS = [
  'ticket',
  'ticketComment',
  'upload',
  'report',
  'strike',
  'review',
  'vote',
] as const;
export type QuotaAction = (typeof QUOTA_ACTIONS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-user limit this route counts against; a function picks it from the request (or none). */
    quota?: QuotaAction | ((request: FastifyRequest) => QuotaAction | null);
  }
}

type LimitKey = keyof Config & `LIMIT_${string}`;

const WINDOWS: Record<QuotaAction, { hour: LimitKey; day: LimitKey }> = {
  ticket: { hour: 'LIMIT_TICKETS_HOUR', day: 'LIMIT_TICKETS_DAY' },
  ticketComment: { hour: 'LIMIT_TICKET_COMMENTS_HOUR', day: 'LIMIT_TICKET_COMMENTS_DAY' },
  upload: { hour: 'LIMIT_UPLOADS_HOUR', day: 'LIMIT_UPLOADS_DAY' },
  report: { hour: 'LIMIT_REPORTS_HOUR', day: 'LIMIT_REPORTS_DAY' },
  strike: { hour: 'LIMIT_STRIKES_HOUR', day: 'LIMIT_STRIKES_DAY' },
  review: { hour: 'LIMIT_REVIEWS_HOUR', day: 'LIMIT_REVIEWS_DAY' },
  vote: { hour: 'LIMIT_VOTES_HOUR', day: 'LIMIT_VOTES_DAY' },
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The windows one call counts against: the account's (a guest's: its address's, lower budgets);
 * reports also count against the address, whoever is signed in behind it. Limits are read at call
 * time, so a changed setting applies at once (decision 015).
 */
export function quotaRules(
  config: Config,
  action: QuotaAction,
  caller: { userId: number | null; ip: string },
  message: string,
): RateLimitRule[] {
  const who = caller.userId === null ? `ip:${caller.ip}` : `u:${caller.userId}`;
  const windows =
    caller.userId === null && action === 'report'
      ? { hour: 'LIMIT_GUEST_REPORTS_HOUR' as const, day: 'LIMIT_GUEST_REPORTS_DAY' as const }
      : WINDOWS[action];
  const rules: RateLimitRule[] = [
    { key: `quota:${action}:h:${who}`, limit: config[windows.hour], windowMs: HOUR, message },
    { key: `quota:${action}:d:${who}`, limit: config[windows.day], windowMs: DAY, message },
  ];
  if (action === 'report')
    rules.push({
      key: `quota:report:h:addr:${caller.ip}`,
      limit: config.LIMIT_REPORTS_ADDRESS_HOUR,
      windowMs: HOUR,
      message,
    });
  // 0 turns a window off.
  return rules.filter((rule) => rule.limit > 0);
}

export function registerUserQuota(app: FastifyInstance, config: Config, store: RateLimitStore) {
  app.addHook('preHandler', async (request) => {
    const quota = request.routeOptions.config?.quota;
    if (!quota) return;
    const action = typeof quota === 'function' ? quota(request) : quota;
    if (!action) return;
    const rules = quotaRules(
      config,
      action,
      { userId: request.user?.id ?? null, ip: request.ip },
      t(request, 'quotaReached'),
    );
    if (rules.length > 0) await consumeRateLimits(store, rules);
  });
}
