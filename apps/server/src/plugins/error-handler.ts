import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseOutage, RETRY_AFTER_SECONDS } from '../lib/database-outage.ts';
import { HttpError } from '../lib/http-errors.ts';
import { type Lang, langOf, localize, message } from '../lib/messages/index.ts';
import { isTransactionConflict } from '../lib/transactions.ts';

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

/** A 4xx is the caller's doing: one info line with the status and a short reason, no stack, no SQL. */
function logClientError(request: FastifyRequest, statusCode: number, reason: string, fields?: string[]) {
  request.log.info({ statusCode, reason, ...(fields ? { fields } : {}) }, 'client error');
}

/**
 * Catalogue messages (lib/messages) come out in the asked language: German unless English is asked.
 * Every error answer carries `errors` (empty when no field is to blame), so a client reads one shape
 * for 400, 401, 404, 409 and the rest (README "API").
 */
function reply(statusCode: number, message: string, errors: FieldErrors | undefined, lang: Lang) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: localize(message, lang),
    errors: localizedErrors(errors, lang) ?? {},
  };
}

/**
 * PostgreSQL's class 22 ("data exception": invalid text, NUL byte, number out of range, bad
 * encoding) means the input got past validation yet the database cannot take it. The contracts'
 * primitives should stop it first; this keeps a miss a 400 instead of a 500.
 */
function dataExceptionOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The SQLSTATE of a database error (pg's DatabaseError, possibly wrapped by drizzle), or null. */
function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Fastify's router answers some errors itself (FST_ERR_BAD_URL, a content-type header it cannot
 * read) with an extra `code` field; this gives them the API's shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, res: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  logClientError(request, status, error.code ?? 'router error');
  const lang = langOf(request.headers['accept-language']);
  res
    .status(status)
    .send(reply(status, status === 400 ? 'Ungültige Eingabe' : error.message, undefined, lang));
}

/** One error shape for the whole API; never leaks a stack or SQL to the caller or to the log for 4xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, res) => {
    const lang = langOf(request.headers['accept-language']);
    if (error instanceof HttpError) {
      if (error.statusCode < 500) logClientError(request, error.statusCode, error.message);
      if (error.headers) res.headers(error.headers);
      return res.status(error.statusCode).send(reply(error.statusCode, error.message, error.errors, lang));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation);
      logClientError(request, 400, 'validation failed', Object.keys(errors));
      return res.status(400).send(reply(400, Object.values(errors)[0] ?? 'Invalid input', errors, lang));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return res.status(500).send(reply(500, 'Internal Server Error', undefined, lang));
    }
    if (isDatabaseOutage(error)) {
      request.server.metrics.databaseError('outage');
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      res.header('retry-after', String(RETRY_AFTER_SECONDS));
      return res
        .status(503)
        .send(
          reply(503, 'The database is briefly unavailable. Please try again in a moment.', undefined, lang),
        );
    }
    if (isTransactionConflict(error)) {
      // A deadlock or serialization failure that outlived its retries: nothing was written, the
      // caller may simply try again (issue 19) — a conflict, not a server fault.
      logClientError(request, 409, `transaction conflict (${error.code ?? 'cause'})`);
      return res.status(409).send(reply(409, message(lang, 'busyRetry'), undefined, lang));
    }
    const dataException = dataExceptionOf(error);
    if (dataException) {
      request.server.metrics.databaseError('input');
      // Only the SQLSTATE: the driver's message quotes the SQL and the values.
      logClientError(request, 400, `database refused the input (${dataException})`);
      return res.status(400).send(reply(400, 'Ungültige Eingabe', undefined, lang));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      if (sqlStateOf(error)) request.server.metrics.databaseError('other');
      request.log.error({ err: error }, 'request failed');
      return res.status(500).send(reply(500, 'Internal Server Error', undefined, lang));
    }
    // Fastify's own client errors: bad JSON, body too large, unsupported media type, …
    logClientError(request, status, error.code ?? error.message);
    return res.status(status).send(reply(status, error.message, undefined, lang));
  });
}
