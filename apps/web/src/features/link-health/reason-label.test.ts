import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REASON_KEYS, reasonText } from './reason-label.ts';

const reasons = (lang: string) =>
  (
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', '..', 'locales', lang, 'link-health.json'), 'utf8'),
    ) as { reason: Record<string, string> }
  ).reason;

describe("the link checker's reasons in the reader's language (issue 36)", () => {
  it('names the known codes and HTTP statuses by a locale key', () => {
    expect(reasonText('no connection')).toEqual({ key: 'noConnection' });
    expect(reasonText('http 404')).toEqual({ key: 'http', params: { status: '404' } });
    expect(reasonText('api: offline')).toEqual({ key: 'apiOffline' });
    expect(reasonText('something new')).toEqual({ raw: 'something new' });
  });

  it('has a German and an English text for every key', () => {
    for (const lang of ['de', 'en']) {
      const texts = reasons(lang);
      for (const key of REASON_KEYS) expect(texts[key], `${lang}: ${key}`).toBeTruthy();
    }
    expect(reasons('de').noConnection).toBe('keine Verbindung');
    expect(reasons('de').http).toContain('{{status}}');
  });
});
