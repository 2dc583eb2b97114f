import { createCipheriv } from 'node:crypto';

/**
 * RSDF (RapidShare download format), whose key is public: every link is encrypted with
 * AES-192-CFB8 under the published key, the IV being the published 0xFF…FF block run once through
 * AES-ECB; the cipher stream runs on from one link to the next (as pyLoad and libdecrypt read
 * it). Each link becomes a base64 line ending in CRLF, and the whole text is written as hex.
 */
export const RSDF_KEY = Buffer.from('8C35192D964DC3182C6F84F3252239EB4A320D2500000000', 'hex');
const RSDF_IV_SEED = Buffer.alloc(16, 0xff);

function rsdfIv(): Buffer {
  const ecb = createCipheriv('aes-192-ecb', RSDF_KEY, null).setAutoPadding(false);
  return Buffer.concat([ecb.update(RSDF_IV_SEED), ecb.final()]);
}

export function encodeRsdf(links: string[]): string {
  const cipher = createCipheriv('aes-192-cfb8', RSDF_KEY, rsdfIv());
  const lines = links.map((link) => `${cipher.update(Buffer.from(link, 'utf8')).toString('base64')}\r\n`);
  return Buffer.from(lines.join(''), 'utf8').toString('hex').toUpperCase();
}
