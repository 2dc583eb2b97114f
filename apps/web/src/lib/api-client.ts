import { NetworkError, toApiError } from './api-error.ts';
import { currentLocale, i18n } from './i18n.ts';
import { serverScope } from './server-scope.ts';
import { readToken, reportUnauthorized } from './session-token.ts';

/** Anything that turns unknown JSON into a typed value; the shared zod contracts fit. */
export interface Parser<T> {
  parse: (data: unknown) => T;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Validates the answer against the shared contract, so a drifted server fails loudly here. The
   * shell's and home's reads pass it only in development (`import.meta.env.DEV ? ZContract :
   * undefined`): the server already serializes every answer through the same contract, and the
   * contract library is then not part of the first load (decision 018).
   */
  schema?: Parser<T>;
}

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one way the web app talks to the API (spec §7): a Bearer token when one is stored, the
 * locale as `Accept-Language`, JSON both ways. Failures reject with an `ApiError`.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', query, body, signal, schema } = request;
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  });
  // Only with a body: Fastify refuses a JSON content type with an empty body (400).
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    // On the server the request is answered in-process by the API itself (decision 028).
    const transport = serverScope()?.fetch ?? fetch;
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // Spec §8: a network error without a response is logged and the request rejected.
    // An abort stays an abort (callers tell it apart); anything else is our own localized error.
    if (signal?.aborted) throw error;
    console.error(`[api] ${method} ${path}: network error`, error);
    throw new NetworkError(i18n.t('common:error.network', { lng: currentLocale() }), { cause: error });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, data);
    // Spec §8: status 500 or more logs the message.
    if (response.status >= 500) console.error(`[api] ${method} ${path}: ${error.message}`);
    // Spec §4: a 401 on a request that carried a token ends the session in the web app.
    if (response.status === 401 && token) reportUnauthorized(error.message);
    throw error;
  }
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'GET' }),
  post: <T>(path: string, body?: unknown, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'PATCH', body }),
  delete: <T>(path: string, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'DELETE' }),
};
