import { DIGITAL_SUB_TYPES, ENTRY_TYPES } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './index.ts';

describe('demo catalogue', () => {
  it('has at least 60 entries', () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(60);
  });

  it('covers every entry type and every digital sub type', () => {
    const types = new Set(demoCatalogue.map((entry) => entry.type));
    for (const type of ENTRY_TYPES) expect(types).toContain(type);
    const digitalSubTypes = new Set(
      demoCatalogue.filter((entry) => entry.type === 'digital').map((entry) => entry.subType),
    );
    for (const subType of DIGITAL_SUB_TYPES) expect(digitalSubTypes).toContain(subType);
  });

  it('gives every entry at least one licensed https source', () => {
    for (const entry of demoCatalogue) {
      expect(entry.sources.length, entry.title).toBeGreaterThanOrEqual(1);
      for (const source of entry.sources) {
        expect(source.url, entry.title).toMatch(/^https:\/\//);
        expect(source.license.trim(), entry.title).not.toBe('');
      }
    }
  });

  it('gives every release at least one link', () => {
    for (const entry of demoCatalogue) {
      expect(entry.releases.length, entry.title).toBeGreaterThanOrEqual(1);
      for (const release of entry.releases) {
        const urls = Object.values(release.links).flat();
        expect(urls.length, release.fulltitle).toBeGreaterThanOrEqual(1);
        for (const url of urls) expect(url, release.fulltitle).toMatch(/^https:\/\//);
      }
    }
  });

  it('has unique titles and unique release names', () => {
    const titles = demoCatalogue.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
    const fulltitles = demoCatalogue.flatMap((entry) => entry.releases.map((release) => release.fulltitle));
    expect(new Set(fulltitles).size).toBe(fulltitles.length);
  });
});
