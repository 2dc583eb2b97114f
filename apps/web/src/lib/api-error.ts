/** A failed API call: the HTTP status, the server's message and its per-field `errors` map. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /**
   * A read by an address's name that found nothing there: 404, 400 when the name cannot exist
   * at all (`/page/ABC`: slugs are lower case), or 414 when it is longer than any name (fastify's
   * `maxParamLength`). A page shows its not-found state for all three; taking them for an outage let
   * any visitor make the server answer 503 at will (issue 32).
   */
  get namesNothing(): boolean {
    return this.status === 404 || this.status === 400 || this.status === 414;
  }
}

/**
 * No answer at all (offline, server down, connection cut): the browser's own words ("Failed to
 * fetch", "NetworkError when attempting to fetch resource.") are English and say nothing to a
 * visitor, so the API client throws this with our localized text instead.
 */
export class NetworkError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the uniform error answer `{ statusCode, error, message, errors? }`; tolerates anything else. */
/** What the server said about a failed call, or `fallback` when it never answered (our network error). */
export function apiMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, statusText || `HTTP ${status}`);
  const message = typeof body.message === 'string' ? body.message : statusText || `HTTP ${status}`;
  const errors: Record<string, string> = {};
  if (isRecord(body.errors)) {
    for (const [field, value] of Object.entries(body.errors)) {
      // Spec §5: forms read the first message per field; accept a list as well as a single string.
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') errors[field] = first;
    }
  }
  return new ApiError(status, message, errors);
}
