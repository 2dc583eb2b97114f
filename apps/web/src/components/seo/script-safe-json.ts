/**
 * JSON that is safe inside a <script> element whatever the data holds ("</script>", "<!--"): every
 * `<` becomes `\u003c`, and the line separators JavaScript once refused are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
