import type { FastifyInstance } from 'fastify';
import { langOf, localize } from '../lib/messages/index.ts';

/**
 * Success answers' `message` ("Profile updated", "vote created", …) in the reader's language, as the
 * error handler does for errors: services return the catalogue's text (either language) and this
 * swaps it for the one `Accept-Language` asks for (the web sends its UI language on every call).
 * Texts not in the catalogue — the spec's fixed English ones such as "Copied! Yeay!" — pass as they are.
 */
export function registerLocalizedMessages(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const text = (payload as { message?: unknown }).message;
    if (typeof text !== 'string') return payload;
    const localized = localize(text, langOf(request.headers['accept-language']));
    return localized === text ? payload : { ...payload, message: localized };
  });
}
