/** Audio codec, with the README's merge rules (TrueHD/DDP + Atmos → Atmos, DTS-HD + DTS → DTS-HD). */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';
import type { AudioCodec } from './types.ts';

const CHANNELS = '(?:[ ._-]?[1-9][ ._]?[01](?:ch)?)?';

const RULES: ReadonlyArray<readonly [RegExp, AudioCodec]> = [
  [
    tokenRegex(`DTS[ ._-]?HD(?:[ ._-]?(?:MA|HRA?))?${CHANNELS}|DTS[ ._-]?MA(?:D)?${CHANNELS}|DTS-?X|DTS:X`),
    'DTS-HD',
  ],
  [tokenRegex(`True-?HD(?:[ ._-]?Atmos)?${CHANNELS}`), 'TrueHD'],
  [tokenRegex(`Atmos${CHANNELS}`), 'Atmos'],
  [
    tokenRegex(`E-?AC-?3(?:D|LD|MD)?${CHANNELS}|DD(?:P|\\+)${CHANNELS}|DDPA${CHANNELS}|DolbyDigitalPlus`),
    'EAC3',
  ],
  [tokenRegex(`DTS(?:D|-?ES)?${CHANNELS}`), 'DTS'],
  [
    tokenRegex(`AC-?3(?:D|LD|MD)?${CHANNELS}|DD${CHANNELS}(?!\\+)|Dolby[ ._-]?Digital${CHANNELS}|DD-?EX`),
    'AC3',
  ],
  [tokenRegex(`AAC(?:-?LC|-?HE)?(?:[ ._-]?[1-9][ ._][01]|[1-9][ ._]?[01]?)?`), 'AAC'],
  [tokenRegex('(?:WEB-?)?FLAC(?:[ ._-]?[1-9][ ._][01])?'), 'FLAC'],
  [tokenRegex('MP3|LAME\\d*(?:\\*\\d+)?'), 'MP3'],
  [tokenRegex(`Opus${CHANNELS}`), 'Opus'],
];

export interface AudioResult {
  value: AudioCodec | null;
  spans: Span[];
}

export function detectAudio(text: string): AudioResult {
  const spans: Span[] = [];
  const found: Array<{ codec: AudioCodec; start: number }> = [];
  for (const [re, codec] of RULES) {
    for (const m of findAll(re, text)) {
      if (spans.some((s) => m.index < s.end && m.index + m[0].length > s.start)) continue;
      spans.push(spanOf(m, 'audio'));
      found.push({ codec, start: m.index });
      if (codec === 'TrueHD' && /atmos/i.test(m[0])) found.push({ codec: 'Atmos', start: m.index });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const codecs = new Set(found.map((f) => f.codec));
  let value: AudioCodec | null = found[0]?.codec ?? null;
  if (codecs.has('Atmos')) value = 'Atmos';
  else if (codecs.has('DTS-HD')) value = 'DTS-HD';
  return { value, spans };
}
