import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Encoding } from '../lib/answer-encoding.ts';
import { FRESH_ANSWER_HEADER } from './answer-cache.ts';
import type { Locale } from './page-preloads.ts';
import { type AnswerRead, createRenderPool, RenderPoolClosed } from './render-pool.ts';

/** What the web app's server entry takes and answers (apps/web/src/entry-server.tsx; decision 028). */
export interface RenderRequest {
  url: string;
  origin: string;
  locale: Locale;
  theme: 'dark' | 'light';
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' }
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      state: string;
      /** 1, or 2 when a route's loader missed a read its render asked for (decision 028). */
      renders: number;
      /** Whether the render took React's stream: a part suspended (web ssr/render-document.ts). */
      streamed: boolean;
      /** The query keys a loader missed (what made the second render). */
      missed: string[];
    };

export type PageRenderer = ((request: Omit<RenderRequest, 'fetch'>) => Promise<RenderResult>) & {
  /**
   * Settles once the render threads have loaded the server entry (never rejects). The app listens
   * before that; a miss waits for it outside its render timeout (decision 048, 29 Nov).
   */
  ready?: Promise<void>;
  /**
   * A rendered page's compressed copy, made in the render pool's compression thread (render-pool.ts); absent when pages
   * render on this thread, which then compresses on libuv's pool as for any answer.
   */
  compress?: (bytes: Uint8Array, encoding: Encoding) => Promise<Buffer>;
};

/**
 * The web build's server entry (`apps/web/dist-server/entry-server.js`, next to `dist`), bound to
 * this app: its API reads are answered in-process through `app.inject` — the same routes, rules and
 * serializers a browser's requests get, without a network hop. With `threads` > 0 the renders run in
 * that many worker threads (plugins/render-pool.ts, decision 049), whose reads come back to this
 * thread as messages; with 0, on this thread (tests, development). Null when there is no server build
 * (the app then sends its shell for every page, as before).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  threads = 0,
  nice = 0,
): Promise<PageRenderer | null> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  // Only public reads: the server renders as a guest and sends no credentials along.
  const answer: AnswerRead = async (url, locale) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': locale, [FRESH_ANSWER_HEADER]: '1' },
    });
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? 'application/json'),
      body: res.statusCode === 204 ? null : res.rawPayload,
    };
  };
  if (threads > 0) {
    const pool = createRenderPool<Omit<RenderRequest, 'fetch'>, RenderResult>({
      entry: file,
      threads,
      nice,
      answer,
    });
    app.addHook('onClose', () => pool.close());
    // Not awaited here: loading the server entry takes a thread ~2 s (far longer on a busy machine),
    // and a restart should serve at once (issue 33). A miss meanwhile waits for `ready` (web-app.ts).
    const ready = pool.ready.then(
      () => app.log.debug({ threads }, 'render threads ready'),
      (error) => {
        // A stop that comes while a thread still loads is no fault of the server entry.
        if (!(error instanceof RenderPoolClosed))
          app.log.error({ err: error }, 'a render thread could not load the server entry');
      },
    );
    return Object.assign((request: Omit<RenderRequest, 'fetch'>) => pool.render(request), {
      ready,
      compress: (bytes: Uint8Array, encoding: Encoding) => pool.compress(bytes, encoding),
    });
  }
  const entry = (await import(pathToFileURL(file).href)) as {
    render: (request: RenderRequest) => Promise<RenderResult>;
  };
  return (request) =>
    entry.render({
      ...request,
      fetch: async (url, init) => {
        if ((init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
        const read = await answer(url, request.locale);
        return new Response(read.body, {
          status: read.status,
          headers: { 'content-type': read.contentType },
        });
      },
    });
}

/**
 * `text` in place of the first `search`, taken as it is. `String.replace` with a string reads `$&`,
 * `` $` ``, `$'` and `$1` in the replacement as patterns: a title with `` $` `` in it would copy the
 * document before it into the page once per occurrence (issue 32). A function's answer is never read.
 */
function put(html: string, search: string | RegExp, text: string): string {
  return html.replace(search, () => text);
}

/** An attribute value or text that cannot break out of where it is written. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The document of a server-rendered page: the built index.html (its entry script, styles, icons) with
 * the language and colour scheme on <html>, the page's head (hoisted by React: title, description,
 * canonical, alternates, OpenGraph; its style sheets) in place of the generic title and description,
 * the rendered app in #root and its state for hydration after it.
 */
export function composePage(
  indexHtml: string,
  preloads: string,
  page: { head: string; body: string; state: string },
  locale: Locale,
  theme: 'dark' | 'light',
): string {
  // Every replacement goes through put(): the page's head carries titles and descriptions from the
  // database, the preloads and the theme come from the request.
  let html = put(
    indexHtml,
    /<html[^>]*>/,
    // data-ssr-theme: the scheme the markup was rendered in, which hydration must start from (the
    // colour-scheme script may switch the attribute to a choice kept only in local storage).
    `<html lang="${locale}" data-ssr-lang="${locale}" data-mantine-color-scheme="${escapeAttribute(theme)}" data-ssr-theme="${escapeAttribute(theme)}">`,
  );
  html = put(html, /\s*<meta name="description"[^>]*>/, '');
  html = put(html, /\s*<title>[^<]*<\/title>/, '');
  // The colour-scheme script blocks rendering so a page the browser draws starts in the right
  // scheme; here the server named it already. Deferred, it still runs before the app's module
  // (document order), which is all its other line (zod's jitless switch, for the CSP) needs.
  html = html.replace(
    /<script src="([^"]*\/color-scheme-[^"]*\.js)"><\/script>/,
    (_tag, src: string) => `<script defer src="${src}"></script>`,
  );
  html = put(html, '</head>', `${preloads}${page.head}</head>`);
  const { html: head, scripts } = holdScripts(html);
  const rootStart = head.indexOf('<div id="root">');
  const bodyEnd = head.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < 0) return html;
  return `${head.slice(0, rootStart)}<div id="root">${page.body}</div>${page.state}\n  ${scripts}${head.slice(bodyEnd)}`;
}

const APP_SCRIPT = /<script type="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The app's scripts of a server-rendered page, held back until it has painted (decision 028): the
 * page is readable from its HTML and styles, and on a slow connection its 200 KB of scripts fetched
 * at once took the bandwidth the first paint needed (Lighthouse counts them into the first paint).
 * They go into an inert `<template id="regal-scripts">`; the colour-scheme script (deferred, so it
 * runs after the document is parsed) adds them to the page once the first contentful paint is recorded.
 */
export function holdScripts(html: string): { html: string; scripts: string } {
  const held: string[] = [];
  const hold = (tag: string) => {
    held.push(tag);
    return '';
  };
  const rest = html.replace(APP_SCRIPT, hold).replace(MODULE_PRELOAD, hold);
  if (held.length === 0) return { html, scripts: '' };
  // Preloads first: the entry script then finds its chunks on their way.
  const ordered = [
    ...held.filter((tag) => tag.startsWith('<link')),
    ...held.filter((tag) => !tag.startsWith('<link')),
  ];
  return { html: rest, scripts: `<template id="regal-scripts">${ordered.join('')}</template>` };
}

/**
 * The shell of a page the browser draws itself, in the language the server picked for it. Without
 * the generic title and description: the page's own (React hoists them into the head) would
 * otherwise come second, and the document's title is its first <title>.
 */
export function composeShell(indexHtml: string, preloads: string, locale: Locale): string {
  let html = put(indexHtml, /<html[^>]*>/, `<html lang="${locale}" data-ssr-lang="${locale}">`);
  html = put(html, /\s*<meta name="description"[^>]*>/, '');
  html = put(html, /\s*<title>[^<]*<\/title>/, '');
  return put(html, '</head>', `${preloads}</head>`);
}
