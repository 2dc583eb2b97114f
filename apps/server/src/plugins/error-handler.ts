import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseOutage, RETRY_AFTER_SECONDS } from '../lib/database-outage.ts';
import { HttpError } from '../lib/http-errors.ts';
import { type Lang, langOf, localize } from '../lib/messages/index.ts';

type FieldErrors = Record<string, string>;

/** `/email` → `email`, `/links/ddownload/0` → `links.ddownload.0`; the first message per field wins. */
function fieldErrorsOf(
  issues: { instancePath: string; message?: string; params?: Record<string, unknown> }[],
) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || missing || '_';
    if (!(field in errors)) errors[field] = issue.message ?? 'Invalid value';
  }
  return errors;
}

function localizedErrors(errors: FieldErrors | undefined, lang: Lang): FieldErrors | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, localize(text, lang)]));
}

/** Catalogue messages (lib/messages) come out in the asked language: German unless English is asked. */
function reply(statusCode: number, message: string, errors: FieldErrors | undefined, lang: Lang) {
  const localized = localizedErrors(errors, lang);
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: localize(message, lang),
    ...(localized ? { errors: localized } : {}),
  };
}

/** One error shape for the whole API; never leaks a stack or SQL to the caller. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, res) => {
    const lang = langOf(request.headers['accept-language']);
    if (error instanceof HttpError) {
      if (error.headers) res.headers(error.headers);
      return res.status(error.statusCode).send(reply(error.statusCode, error.message, error.errors, lang));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation);
      return res.status(400).send(reply(400, Object.values(errors)[0] ?? 'Invalid input', errors, lang));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return res.status(500).send(reply(500, 'Internal Server Error', undefined, lang));
    }
    if (isDatabaseOutage(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      res.header('retry-after', String(RETRY_AFTER_SECONDS));
      return res
        .status(503)
        .send(
          reply(503, 'The database is briefly unavailable. Please try again in a moment.', undefined, lang),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return res.status(500).send(reply(500, 'Internal Server Error', undefined, lang));
    }
    // Fastify's own client errors: bad JSON, body too large, unsupported media type, …
    return res.status(status).send(reply(status, error.message, undefined, lang));
  });
}
