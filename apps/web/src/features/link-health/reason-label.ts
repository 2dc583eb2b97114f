/**
 * The link checker's reasons ("no connection", "http 404", "api: offline") are codes the server
 * stores with each check, in English. Staff read them in their language (issue 36): each known
 * code has a text under `link-health:reason`; a code this list does not know yet shows as it is.
 */
const KNOWN: Record<string, string> = {
  'no connection': 'noConnection',
  timeout: 'timeout',
  'rate limited': 'rateLimited',
  'address not allowed': 'addressNotAllowed',
  'api: online': 'apiOnline',
  'api: offline': 'apiOffline',
  'api: not found': 'apiNotFound',
  'api: no answer for file': 'apiNoAnswer',
  'malformed api answer': 'apiMalformed',
  'file not found (page)': 'fileNotFoundPage',
  'file not found (page title)': 'fileNotFoundTitle',
  'file page': 'filePage',
  'not a file link': 'notAFileLink',
  'unrecognised page': 'unrecognisedPage',
  'no checker': 'noChecker',
  'no verdict': 'noVerdict',
};

export type ReasonText = { key: string; params?: Record<string, string> } | { raw: string };

/** The locale key (under `reason.`) for a checker's reason, or the reason itself when unknown. */
export function reasonText(reason: string): ReasonText {
  const known = KNOWN[reason];
  if (known) return { key: known };
  const http = /^http (\d{3})$/.exec(reason);
  if (http?.[1]) return { key: 'http', params: { status: http[1] } };
  return { raw: reason };
}

/** All keys `reasonText` can answer: the locale files must hold each. */
export const REASON_KEYS = [...Object.values(KNOWN), 'http'];
