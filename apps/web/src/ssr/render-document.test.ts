import { createElement, type FunctionComponent, lazy, Suspense, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDocument, renderStream } from './render-document.ts';

/** A document as the server entry renders one: <html>, a hoisted title, ids, text to escape. */
function page(content: ReturnType<typeof createElement>) {
  return createElement(
    'html',
    { lang: 'de' },
    createElement('head'),
    createElement(
      'body',
      null,
      createElement('div', { id: 'root' }, createElement('title', null, 'Sintel – „Drache“'), content),
    ),
  );
}

const Labelled: FunctionComponent = () => {
  const id = useId();
  return createElement('label', { htmlFor: id }, 'Grüße <& "Zitat">', createElement('input', { id }));
};

const Broken: FunctionComponent = () => {
  throw new Error('kaputt');
};

/** A lazy component that has not loaded yet: its first render suspends. */
function notYetLoaded(text: string) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { default: () => createElement('p', null, text) };
  });
}

describe('renderDocument', () => {
  it('renders as text when nothing suspends, with the markup the stream writes', async () => {
    const tree = () =>
      page(
        createElement(
          Suspense,
          { fallback: createElement('span', null, 'lädt') },
          createElement(Labelled),
          createElement(Labelled),
        ),
      );
    const rendered = await renderDocument(tree);
    expect(rendered.streamed).toBe(false);
    expect(rendered.html).toBe(await renderStream(tree()));
    expect(rendered.html).toContain('<title>Sintel – „Drache“</title>');
  });

  it('waits with the stream for a part that suspends inside a boundary', async () => {
    const Late = notYetLoaded('spät geladen');
    const tree = () =>
      page(createElement(Suspense, { fallback: createElement('span', null, 'lädt') }, createElement(Late)));
    const first = await renderDocument(tree);
    expect(first.streamed).toBe(true);
    expect(first.html).toContain('<p>spät geladen</p>');
    expect(first.html).not.toContain('<!--$!-->');
    // Loaded now: the next render is text again, and the same page.
    const second = await renderDocument(tree);
    expect(second).toEqual({ html: first.html, streamed: false });
  });

  it('waits with the stream for a part that suspends with no boundary around it', async () => {
    const Late = notYetLoaded('ohne Grenze');
    const rendered = await renderDocument(() => page(createElement(Late)));
    expect(rendered.streamed).toBe(true);
    expect(rendered.html).toContain('<p>ohne Grenze</p>');
  });

  it('reports a part that fails with no boundary around it', async () => {
    await expect(renderDocument(() => page(createElement(Broken)))).rejects.toThrow('kaputt');
  });
});
