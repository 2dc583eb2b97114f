/** Resolution: `1080p`, `1080i`, `4K`, `1920x1080`. */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';
import type { Resolution } from './types.ts';

const PIXELS = tokenRegex(
  '(?:HD[ _-]?)?(\\d{3,4})[pi](?:\\d{2,3}(?:fps)?)?|4k|uhd4k|2k|QHD|FHD|(?:\\d{3,4}) ?[xX*] ?(\\d{3,4})[pi]?',
);
const HEIGHTS: Record<string, Resolution> = {
  '480': '480p',
  '576': '576p',
  '720': '720p',
  '1080': '1080p',
  '2160': '2160p',
};

export interface ResolutionResult {
  value: Resolution | null;
  spans: Span[];
}

export function detectResolution(text: string): ResolutionResult {
  let value: Resolution | null = null;
  const spans: Span[] = [];
  for (const m of findAll(PIXELS, text)) {
    const height = m[1] ?? m[2];
    let found: Resolution | null = null;
    if (height === undefined) found = /^(?:4k|uhd4k)$/i.test(m[0]) ? '2160p' : null;
    else found = HEIGHTS[height] ?? null;
    const odd = !/^(?:240|360|368|400|540|800|1440|1600)$/.test(height ?? '');
    if (m[1] !== undefined && found === null && odd) {
      continue;
    }
    spans.push(spanOf(m, 'resolution'));
    if (value === null) value = found;
  }
  return { value, spans };
}

/** Catalogue resolution bucket: what the name states, otherwise SD (480p and 576p are SD too). */
export function resolutionOf(name: string): 'SD' | '720p' | '1080p' | '2160p' {
  const { value } = detectResolution(name);
  if (value === '720p' || value === '1080p' || value === '2160p') return value;
  return 'SD';
}
