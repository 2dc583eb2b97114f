import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Spec 02 §2 "Release card": the card's labels are the spec's English words in both languages
 * ("Release Name", "Size in Bytes", …, "Bind to User Account"; audit-02 row 36).
 */
const SPEC_LABELS = {
  fulltitle: 'Release Name',
  size: 'Size in Bytes',
  lang: 'Release Languages',
  user: 'Bind to User Account',
};

function releaseLabels(lng: string): Record<string, unknown> {
  const file = path.join(import.meta.dirname, lng, 'catalogue.json');
  const release: unknown = JSON.parse(readFileSync(file, 'utf8')).release;
  return release as Record<string, unknown>;
}

describe('release card labels (spec 02 §2)', () => {
  it.each(['de', 'en'])('%s uses the spec English', (lng) => {
    expect(releaseLabels(lng)).toMatchObject(SPEC_LABELS);
  });
});
