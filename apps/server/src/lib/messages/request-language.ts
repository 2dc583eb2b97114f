import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { type Lang, langOf } from './index.ts';

/**
 * The language of the request being handled, for code that is not handed the request: zod's
 * error map (zod-messages.ts) runs inside the validator, which only sees the data.
 */
const requestLanguage = new AsyncLocalStorage<Lang>();

/** The current request's language; German outside a request (jobs, start-up). */
export function currentLang(): Lang {
  return requestLanguage.getStore() ?? 'de';
}

/**
 * Runs every request's hooks, validation and handler inside its language, decided where the rest
 * of the API decides it: `Accept-Language` (the web sends its UI language on every call).
 */
export function registerRequestLanguage(app: FastifyInstance) {
  // preValidation, not onRequest: reading the body (stream events) would leave the request's context.
  app.addHook('preValidation', (request, _reply, done) => {
    requestLanguage.run(langOf(request.headers['accept-language']), done);
  });
}
