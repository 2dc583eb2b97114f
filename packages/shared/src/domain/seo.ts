/** Spec 02 §5: the SEO description preview is cut at 300 characters followed by " ...". */
export const SEO_DESCRIPTION_PREVIEW = 300;

/** Text of an HTML body without markup (for SEO defaults and previews); entities of the editor decoded. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search-result preview of a description: at most 300 characters, then " ...". */
export function seoPreview(description: string): string {
  return description.length > SEO_DESCRIPTION_PREVIEW
    ? `${description.slice(0, SEO_DESCRIPTION_PREVIEW)} ...`
    : description;
}
