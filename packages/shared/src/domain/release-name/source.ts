/** Video source: BluRay, WEB-DL, HDTV, DVDRip, ... */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';
import type { Resolution, VideoSource } from './types.ts';

type Found = VideoSource | 'UHD' | 'UNLABELLED';

/** Order matters only for overlapping alternatives; every rule matches whole tokens. */
const RULES: ReadonlyArray<readonly [RegExp, Found]> = [
  [tokenRegex('UHD[ ._-]?(?:Blu-?Ray|BD(?:Remux)?|BDMV)|UHDBD|UHDRemux'), 'UHD BluRay'],
  [tokenRegex('BR-?Rip-?Mux|BD-?Rip|BR-?Rip|Blu-?Ray[ ._-]?Rip|BRRip|BDRiP|BR-?Scr(?=x)'), 'BDRip'],
  [
    tokenRegex('Blu-?Ray|Blue-?Ray|BD(?:25|50|66|100)?|BD-?Remux|BDMV|BDiSO|COMPLETE[ ._]BLURAY|BluRay3D'),
    'BluRay',
  ],
  [tokenRegex('WEB[ ._-]?DL(?:Rip)?|WEB-?DLMux|(?:AMZN|NF|DSNP|HMAX|ATVP|iT)WEB-?DL|WEBDL'), 'WEB-DL'],
  [tokenRegex('WEB[ ._-]?Rip|WEBRiP|WEB-?Cap'), 'WEBRip'],
  [tokenRegex('WEB'), 'WEB'],
  [tokenRegex('HDTV(?:-?Rip)?|HD-TV|HDTVRiP|TVRip|HDTVx264'), 'HDTV'],
  [tokenRegex('DVD-?Rip|DVDRiP|DVDivX|DVD-?Mux'), 'DVDRip'],
  [tokenRegex('(?:DVD|BD|WEB|HD)-?SCR|SCREENER|SCR|DVDSCREENER'), 'SCREENER'],
  [tokenRegex('DVD-?R?(?:5|9)?|DVD-?Full|Full-?DVD|DVD-?ISO|NTSC[ ._-]DVD|PAL[ ._-]DVD'), 'DVD'],
  [tokenRegex('HD-?Rip|HDRiP'), 'HDRip'],
  [tokenRegex('HD-?CAM|CAM-?Rip|CAM'), 'CAM'],
  [tokenRegex('HD-?TS|TELESYNC|TS|PDVD'), 'TS'],
  [
    tokenRegex(
      '(?:HDTV|WEB|BD|DVD|BluRay)-?Mux|mHD|PDTV|SDTV|DSR|DVB(?:-?[CST])?(?:Rip)?|VHS(?:Rip)?|HD-?DVD|TELECINE|HD-?TC|TC|WEB-?Mux|WEB-?HD|SATRip|DTHRip|PPV',
    ),
    'UNLABELLED',
  ],
];

export interface SourceResult {
  value: VideoSource | null;
  spans: Span[];
}

/** The first source named wins; a Blu-ray at 2160p is a UHD Blu-ray. */
export function detectSource(text: string, resolution: Resolution | null): SourceResult {
  const spans: Span[] = [];
  let first: { found: Found; start: number } | null = null;
  for (const [re, found] of RULES) {
    for (const m of findAll(re, text)) {
      if (spans.some((s) => m.index < s.end && m.index + m[0].length > s.start)) continue;
      spans.push(spanOf(m, 'source'));
      if (first === null || m.index < first.start) first = { found, start: m.index };
    }
  }
  let value: VideoSource | null = null;
  if (first && first.found !== 'UNLABELLED' && first.found !== 'UHD') value = first.found;
  if (value === 'BluRay' && resolution === '2160p') value = 'UHD BluRay';
  return { value, spans };
}
