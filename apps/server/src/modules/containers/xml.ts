/** Escapes text for an XML attribute or element body. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** Zero bytes up to the next multiple of the block size (the containers' padding). */
export function zeroPad(data: Buffer, blockSize = 16): Buffer {
  const rest = data.length % blockSize;
  return rest === 0 ? data : Buffer.concat([data, Buffer.alloc(blockSize - rest)]);
}
