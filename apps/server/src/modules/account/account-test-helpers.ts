import sharp from 'sharp';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----regaltest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A small photo carrying EXIF (camera, copyright, GPS-ish comment) that must not survive. */
export function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3060c0' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'SECRET-COPYRIGHT', Make: 'SpyCam', ImageDescription: 'GPS 52.52N 13.40E' },
    })
    .toBuffer();
}

export function pngImage(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#10a050ff' } })
    .png()
    .toBuffer();
}
