import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * react-i18next for the server build (vite.config.ts points the app's `react-i18next` imports here;
 * this file's own import is the package). The package's `useTranslation` copies the whole i18next
 * instance's property descriptors on each component's first render, subscribes to language events
 * and builds a fixed `t`: on the server every render is a first render, so a page miss paid that
 * for each of its hundreds of components (a tenth of the render's CPU). The server's instances are
 * one per language and never change (ssr/server-i18n.ts), so a `t` per instance and namespace is
 * built once and the hook only reads the context; the `t` keeps the texts it gave (keepingTexts). Same answer as the package's hook: the first
 * namespace fixed, the others reachable by prefix (nsMode "default").
 */
export * from 'react-i18next';

type Namespaces = string | readonly string[];
interface Options {
  lng?: string;
  keyPrefix?: string;
  i18n?: I18n;
}
type Answer = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };
/** i18next's fixed `t` as this file calls it (its declared type is generic over the app's keys). */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: string; ns?: unknown; keyPrefix?: unknown };
type GetFixedT = (
  lng: string,
  ns: string | null,
  keyPrefix?: string,
  options?: { scopeNs: string[] },
) => FixedT;

const fixed = new WeakMap<I18n, Map<string, Answer>>();

/**
 * Characters of keys and texts kept per fixed `t` at most (about 256 KB). Keys come from the code,
 * but calls with options carry data (a count, a release name): when the map is full it starts
 * again, so the texts in use come back first.
 */
const KEPT_TEXTS_CHARS = 128 * 1024;

/**
 * The cache key of a call whose options are only strings, numbers and booleans (interpolation,
 * counts, defaults): its text then depends on nothing else. null for any other call (objects,
 * functions, `returnObjects`), which goes to i18next each time.
 */
function callKey(key: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  let cacheKey = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
    // The kind is part of the key: a count of 1 and a text "1" may read differently.
    cacheKey += `\u0000${name}\u0001${kind[0]}${String(value)}`;
  }
  return cacheKey;
}

/**
 * `t` that keeps the texts it gave: i18next resolves each call anew (separators, fallbacks,
 * nesting, plurals, interpolation, post-processing), which was about a tenth of a miss for the
 * plain labels alone. Calls whose options are not plain values go through.
 */
function keepingTexts(fixedT: FixedT): TFunction {
  let texts = new Map<string, string>();
  let chars = 0;
  const t = (...args: unknown[]) => {
    const [key, options] = args;
    if (typeof key !== 'string' || args.length > 2) return fixedT(...args);
    const cacheKey = args.length === 1 ? key : callKey(key, options);
    if (cacheKey === null) return fixedT(...args);
    let text = texts.get(cacheKey);
    if (text === undefined) {
      text = String(fixedT(...args));
      chars += cacheKey.length + text.length;
      if (chars > KEPT_TEXTS_CHARS) {
        texts = new Map();
        chars = cacheKey.length + text.length;
      }
      texts.set(cacheKey, text);
    }
    return text;
  };
  // The fixed language, namespace and prefix that i18next hangs on its `t`.
  return Object.assign(t, {
    lng: fixedT.lng,
    ns: fixedT.ns,
    keyPrefix: fixedT.keyPrefix,
  }) as unknown as TFunction;
}

export function useTranslation(ns?: Namespaces, options: Options = {}): Answer {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: Namespaces } | null;
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  const namespaces = ns ?? context?.defaultNS ?? (i18n.options.defaultNS || 'translation');
  const list: string[] = typeof namespaces === 'string' ? [namespaces] : [...namespaces];
  const lng = options.lng ?? i18n.language;
  const key = `${lng}\u0000${list.join(' ')}\u0000${options.keyPrefix ?? ''}`;
  let answers = fixed.get(i18n);
  if (!answers) {
    answers = new Map();
    fixed.set(i18n, answers);
  }
  let answer = answers.get(key);
  if (!answer) {
    const getFixedT = i18n.getFixedT as unknown as GetFixedT;
    const t = keepingTexts(getFixedT.call(i18n, lng, list[0] ?? null, options.keyPrefix, { scopeNs: list }));
    answer = Object.assign([t, i18n, true] as [TFunction, I18n, boolean], { t, i18n, ready: true });
    answers.set(key, answer);
  }
  return answer;
}
