import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mailer.ts';
import type { RateLimitStore } from '../../lib/rate-limit.ts';

/** What every auth service works with; built once in auth.module.ts. */
export interface AuthContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  limits: RateLimitStore;
  /** 32-byte server secret: signs links, encrypts 2FA secrets. */
  appKey: Buffer;
}

/** Where the client sits: Fastify's `request.ip` honours trustProxy. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}
