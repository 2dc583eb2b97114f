export { cleanTitle, parseReleaseName } from './parse-release-name.ts';
export { resolutionOf } from './resolution.ts';
export type {
  AudioCodec,
  ParsedReleaseName,
  ReleaseCategory,
  ReleaseFlags,
  ReleaseKind,
  ReleaseNameHint,
  Resolution,
  VideoCodec,
  VideoSource,
} from './types.ts';
