import sanitizeHtml from 'sanitize-html';

/**
 * Page bodies come from the rich-text editor (@mantine/tiptap with the starter kit) and are shown as
 * HTML, so exactly the editor's formats survive (decision 015): block formats p, h1–h6 and code
 * blocks, lists, block quotes, rules and line breaks; bold, italic, underline, strike, inline code;
 * links with http(s) and mailto only. No scripts, styles, classes, event handlers, images or frames.
 * Used when a page is saved and again when it is presented, so rows written before a rule change
 * are still safe.
 */
export const PAGE_ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'code',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
] as const;

export const PAGE_ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title', 'target', 'rel'] };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...PAGE_ALLOWED_TAGS],
  allowedAttributes: PAGE_ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Whatever is not allowed goes with its content when it can carry code, else only the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    // Outbound links never get `window.opener`; a target other than _blank is dropped.
    a: (tagName, attribs) => {
      const attrs: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' };
      if (attrs.target !== undefined && attrs.target !== '_blank') delete attrs.target;
      return { tagName, attribs: attrs };
    },
  },
};

export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
