import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * Where React writes a page: the text as it comes. React's `pipe` needs only `write`, `end` and `on`
 * (and `destroy` when it gives up), not a stream: a Writable's bookkeeping for each of a page's ~30
 * chunks, its copy into one buffer and the decoding of that were a twentieth of a miss (issue 34).
 * React writes UTF-8 in 4 KB views (a view can end inside a character: the decoder streams) and long
 * strings as they are.
 */
function textDestination(done: (html: string) => void, failed: (error: unknown) => void) {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const destination = {
    write(chunk: Uint8Array | string): boolean {
      parts.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      return true;
    },
    end(): void {
      parts.push(decoder.decode());
      done(parts.join(''));
    },
    destroy(error: unknown): void {
      failed(error);
    },
    on: () => destination,
  };
  return destination;
}

/**
 * A client-rendered Suspense boundary: what `renderToString` writes where a part suspended (the
 * stream writes it only where a part failed).
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** A document's HTML, and whether it took the stream (see renderDocument). */
export interface RenderedDocument {
  html: string;
  streamed: boolean;
}

/**
 * React's HTML for a whole document (`node()` builds its element tree); all of it, once every lazy
 * piece and boundary is done.
 *
 * `renderToString` first. By the time it runs, the route loaders have read the page's data, and it
 * builds the HTML as text, where the stream encodes every piece to UTF-8 for this module to decode
 * again: about a quarter of a miss's CPU in the render thread (issue 34). It cannot wait, though: a
 * part that suspends (a lazy component's first use in this process) comes out as a client-rendered
 * boundary, or as an error when no boundary is around it. Then the document is rendered once more
 * with the stream, which waits for every part. The markup is the same either way
 * (render-document.test.ts).
 */
export async function renderDocument(node: () => ReactNode): Promise<RenderedDocument> {
  try {
    const html = renderToString(node());
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return { html: `<!DOCTYPE html>${html}`, streamed: false };
  } catch {
    // The shell suspended: the stream waits for it (and reports a real failure).
  }
  return { html: await renderStream(node()), streamed: true };
}

/** The document from React's stream, once every lazy piece and boundary is done. */
export function renderStream(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(node, {
      // Every boundary inline, where it stands: a large one would otherwise be sent after the
      // page as a hidden copy moved into place by an inline script, which the CSP refuses. The
      // document is sent whole anyway (the boundaries are hydration passes, decision 028).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The destination is the part of a stream React uses (textDestination).
      onAllReady: () => stream.pipe(textDestination(resolve, reject) as unknown as NodeJS.WritableStream),
      onShellError: reject,
    });
  });
}
