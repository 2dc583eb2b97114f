import { de } from './de.ts';
import { en, type MessageKey } from './en.ts';

export type { MessageKey } from './en.ts';
export type Lang = 'de' | 'en';

const catalogues: Record<Lang, Record<MessageKey, string>> = { de, en };

/**
 * The language an `Accept-Language` header asks for: the best-ranked of German and English,
 * German when neither is named (the product is German-first).
 */
export function langOf(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: Lang; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (base !== 'de' && base !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang: base, q };
  }
  return best?.lang ?? 'de';
}

/** Anything with request headers (a Fastify request). */
export interface HasHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** One catalogue message in the request's language, `{name}` filled from params. */
export function t(request: HasHeaders, key: MessageKey, params: Record<string, string> = {}): string {
  return message(langOf(request.headers['accept-language']), key, params);
}

/** One catalogue message in a given language (for services handed the language, not the request). */
export function message(lang: Lang, key: MessageKey, params: Record<string, string> = {}): string {
  return format(catalogues[lang][key], params);
}

function format(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Every fixed message (no placeholders) in either language → its key. */
const keyByText = new Map<string, MessageKey>();
for (const catalogue of Object.values(catalogues))
  for (const [key, text] of Object.entries(catalogue) as [MessageKey, string][])
    if (!text.includes('{')) keyByText.set(text, key);

/**
 * Every message with placeholders in either language as a pattern ("Mindestens {n} Zeichen." →
 * /^Mindestens (.+) Zeichen\.$/), the most literal text first, so a filled-in text finds its key.
 */
const templates: { pattern: RegExp; names: string[]; key: MessageKey }[] = [];
for (const catalogue of Object.values(catalogues))
  for (const [key, text] of Object.entries(catalogue) as [MessageKey, string][]) {
    if (!text.includes('{')) continue;
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push({ pattern: new RegExp(`^${source}$`), names, key });
  }
templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/**
 * A message thrown as plain text (services, zod contracts in @regal/shared, which speak German)
 * in the asked language: texts found in the catalogue, in either language and with their values
 * filled in, are swapped; others pass as they are. This lets the error handler translate without
 * every service knowing the request.
 */
export function localize(text: string, lang: Lang): string {
  const key = keyByText.get(text);
  if (key) return catalogues[lang][key];
  for (const { pattern, names, key: templateKey } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, localize(match[i + 1] ?? '', lang)]));
    return format(catalogues[lang][templateKey], params);
  }
  return text;
}
