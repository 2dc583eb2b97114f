/**
 * Text for XML documents we write (sitemaps, feeds, SVG): markup characters escaped, and the
 * characters XML 1.0 does not allow at all (C0 controls but tab and newlines, lone surrogates,
 * U+FFFE/U+FFFF) removed, so a hostile title cannot break the document.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[<>&"']/g, (c) => ESCAPES[c] ?? c);
