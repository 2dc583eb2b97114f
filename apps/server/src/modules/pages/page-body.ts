import sanitizeHtml from 'sanitize-html';

/**
 * Page bodies come from a rich-text editor and are shown as HTML, so only formatting survives:
 * no scripts, styles, event handlers or `javascript:` links. Used when a page is saved and again
 * when it is presented, so rows written before a rule change are still safe.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Outbound links never get `window.opener`.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
