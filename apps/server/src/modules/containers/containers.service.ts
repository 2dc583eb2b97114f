import { type ContainerFormat, type ContainerRequest, formatDate } from '@regal/shared';
import { type DlcKeyServiceClient, DlcKeyServiceError } from '../../integrations/dlc-key-service/client.ts';
import { HttpError, serviceUnavailable } from '../../lib/http-errors.ts';
import { message } from '../../lib/messages/index.ts';
import { encodeCcf } from './ccf-format.ts';
import { dlcXml, encryptDlcBody, randomDlcKey } from './dlc-format.ts';
import { encodeRsdf } from './rsdf-format.ts';
import { encodeTextList } from './text-format.ts';

export interface ContainerFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

const EXTENSIONS: Record<ContainerFormat, string> = { dlc: 'dlc', rsdf: 'rsdf', ccf: 'ccf', txt: 'txt' };
const CONTENT_TYPES: Record<ContainerFormat, string> = {
  dlc: 'application/dlc',
  rsdf: 'application/rsdf',
  ccf: 'application/ccf',
  txt: 'text/plain; charset=utf-8',
};

/** Spec §9: the file is named after the cart plus the date. Path separators never reach it. */
export function containerFilename(name: string, format: ContainerFormat, now: Date): string {
  const safe =
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Regal';
  return `${safe} ${formatDate(now)}.${EXTENSIONS[format]}`;
}

/**
 * The key service's failures as API answers (spec §8: invalid key length, or a service error),
 * never a 500, and in the catalogue's words: the service's own text ("… DLC fail") and its
 * "invalid key length" were shown to visitors as they came (issue 36). They stay the answer's
 * cause, for the log.
 */
function keyServiceFailure(error: DlcKeyServiceError): HttpError {
  const answer = keyServiceAnswer(error);
  answer.cause = error;
  return answer;
}

function keyServiceAnswer(error: DlcKeyServiceError): HttpError {
  switch (error.kind) {
    case 'not-configured':
      return serviceUnavailable(message('en', 'dlcNotConfigured'));
    case 'timeout':
      return new HttpError(504, message('en', 'dlcTimeout'));
    case 'invalid-key-length':
      return new HttpError(502, message('en', 'dlcInvalidKeyLength'));
    case 'refused':
      return new HttpError(502, message('en', 'dlcRefused'));
    case 'service':
      return new HttpError(502, message('en', 'dlcUnreachable'));
  }
}

export function createContainersService(deps: {
  keyService: DlcKeyServiceClient;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    dlcAvailable: () => deps.keyService.configured,

    async build(request: ContainerRequest): Promise<ContainerFile> {
      const { format, items } = request;
      const filename = containerFilename(request.name, format, now());
      const contentType = CONTENT_TYPES[format];
      switch (format) {
        case 'dlc': {
          const key = randomDlcKey();
          let rc: string;
          try {
            rc = await deps.keyService.requestRc(key);
          } catch (error) {
            if (error instanceof DlcKeyServiceError) throw keyServiceFailure(error);
            throw error;
          }
          const body = encryptDlcBody(dlcXml(items, { app: 'Regal', url: deps.publicUrl }), key) + rc;
          return { filename, contentType, body };
        }
        case 'rsdf':
          return { filename, contentType, body: encodeRsdf(items.flatMap((item) => item.links)) };
        case 'ccf':
          return { filename, contentType, body: encodeCcf(items) };
        case 'txt':
          return { filename, contentType, body: encodeTextList(items) };
      }
    },
  };
}
export type ContainersService = ReturnType<typeof createContainersService>;
