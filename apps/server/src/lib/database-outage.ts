/**
 * Whether an error means the database cannot be reached right now (server restarting, killed,
 * connection dropped) rather than a bug: such requests answer 503 with Retry-After (decision 013).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
]);
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, crash, not yet accepting).
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
const MESSAGES =
  /Connection terminated|connection error|terminating connection|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|Client was closed/i;

export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof Error || typeof current === 'object') {
      const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
      if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
      if (typeof message === 'string' && MESSAGES.test(message)) return true;
      current = cause;
    } else return false;
  }
  return false;
}
