/** Video codec: the x26x encoder tag wins over the H.26x / AVC / HEVC format name. */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';
import type { VideoCodec } from './types.ts';

const RULES: ReadonlyArray<readonly [RegExp, VideoCodec]> = [
  [tokenRegex('x[ .]?264(?:-?Hi10P?)?'), 'x264'],
  [tokenRegex('x[ .]?265'), 'x265'],
  [tokenRegex('[Hh][ .]?264|AVC(?:HD)?|MPEG-?4[ ._-]?AVC'), 'H.264'],
  [tokenRegex('[Hh][ .]?265|HEVC(?:10)?'), 'H.265'],
  [tokenRegex('AV1'), 'AV1'],
  [tokenRegex('XviD(?:HD)?'), 'XviD'],
  [tokenRegex('DivX(?:\\d)?|DVDivX'), 'DivX'],
  [tokenRegex('MPEG-?2'), 'MPEG-2'],
  [tokenRegex('VC-?1'), 'VC-1'],
];

export interface CodecResult {
  value: VideoCodec | null;
  spans: Span[];
}

export function detectCodec(text: string): CodecResult {
  const spans: Span[] = [];
  const found = new Set<VideoCodec>();
  for (const [re, codec] of RULES) {
    for (const m of findAll(re, text)) {
      spans.push(spanOf(m, 'codec'));
      found.add(codec);
    }
  }
  let value: VideoCodec | null = null;
  for (const codec of ['x265', 'x264', 'H.265', 'H.264', 'AV1', 'VC-1', 'MPEG-2', 'XviD', 'DivX'] as const) {
    if (found.has(codec)) {
      value = codec;
      break;
    }
  }
  if (found.has('x264') && found.has('x265')) value = firstOf(text, spans);
  return { value, spans };
}

function firstOf(text: string, spans: Span[]): VideoCodec {
  const first = [...spans].sort((a, b) => a.start - b.start)[0];
  return first && /265/.test(text.slice(first.start, first.end)) ? 'x265' : 'x264';
}
