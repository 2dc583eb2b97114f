/**
 * About what a value takes in memory, for caches bounded by bytes (issue 32): buffers by their
 * length, strings at two bytes a character (V8 keeps some as one, so this errs on the safe side),
 * numbers and the like at eight, arrays and plain objects by their parts plus a little for the
 * record. Not exact, and not meant to be: it keeps a bound in bytes honest to within a small factor.
 */
export function approximateBytes(value: unknown): number {
  if (value === null || value === undefined) return 8;
  if (typeof value === 'string') return 16 + value.length * 2;
  if (typeof value !== 'object') return 8;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof Date) return 32;
  if (Array.isArray(value)) {
    let total = 16 + value.length * 8;
    for (const item of value) total += approximateBytes(item);
    return total;
  }
  let total = 32;
  for (const [name, item] of Object.entries(value)) total += 8 + name.length * 2 + approximateBytes(item);
  return total;
}
