import { SSR_STATE_ELEMENT_ID } from '@regal/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError, isApiError } from '../lib/api-error.ts';
import type { Locale } from '../lib/locale.ts';

/**
 * What a server-rendered page carries for the browser to hydrate it (decision 028): the router's
 * state, the queries the page was rendered from, the language and the public origin. Written as
 * script-safe JSON into `<script type="application/json" id="regal-ssr">` (the CSP runs no inline
 * script; JSON is data).
 */
export interface SsrState {
  locale: Locale;
  origin: string;
  router: HydrationState;
  queries: DehydratedState;
}

interface PlainApiError {
  status: number;
  message: string;
  errors: Record<string, string>;
}

/** Failed queries travel as plain objects: JSON keeps neither an Error's class nor its message. */
export function plainQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!isApiError(error)) return query;
      const plain: PlainApiError = { status: error.status, message: error.message, errors: error.errors };
      return { ...query, state: { ...query.state, error: plain as unknown as Error } };
    }),
  };
}

/** The reverse in the browser: an `ApiError` again, so pages tell a 404 from a failure as before. */
export function reviveQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const plain = query.state.error as unknown as PlainApiError | null;
      if (!plain || typeof plain.status !== 'number') return query;
      const error = new ApiError(plain.status, plain.message, plain.errors);
      return { ...query, state: { ...query.state, error } };
    }),
  };
}

/** The state of this page, when the server rendered it; null for a page the app draws itself. */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
