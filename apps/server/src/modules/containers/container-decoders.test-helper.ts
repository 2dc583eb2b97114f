import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * Decoders written from the formats' public descriptions, independent of the encoders under test
 * (no shared code, no OpenSSL stream modes for RSDF: its CFB-8 is spelled out by hand).
 */
export interface DecodedPackage {
  name: string;
  links: string[];
}

const unb64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');
const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** DLC: the last 88 characters are the rc; the rest is base64(AES-128-CBC(key, iv = key)). */
export function decodeDlc(
  file: string,
  keyOf: (rc: string) => string,
): { generator: string; packages: DecodedPackage[] } {
  const rc = file.slice(-88);
  const key = Buffer.from(keyOf(rc), 'utf8');
  const decipher = createDecipheriv('aes-128-cbc', key, key).setAutoPadding(false);
  const inner = Buffer.concat([decipher.update(Buffer.from(file.slice(0, -88), 'base64')), decipher.final()])
    .toString('utf8')
    .replace(/\0+$/, '');
  const xml = unb64(inner);
  const generator = unb64(/<generator><app>([^<]*)<\/app>/.exec(xml)?.[1] ?? '');
  const packages = [...xml.matchAll(/<package name="([^"]*)"[^>]*>(.*?)<\/package>/g)].map((match) => ({
    name: unb64(unescapeXml(match[1] ?? '')),
    links: [...(match[2] ?? '').matchAll(/<url>([^<]*)<\/url>/g)].map((url) => unb64(url[1] ?? '')),
  }));
  return { generator, packages };
}

/** RSDF: hex → lines of base64 → AES-192-CFB8 (IV = ECB(FF…FF)), one stream across lines. */
export function decodeRsdf(file: string): string[] {
  const key = Buffer.from('8C35192D964DC3182C6F84F3252239EB4A320D2500000000', 'hex');
  const block = (input: Buffer) => {
    const ecb = createCipheriv('aes-192-ecb', key, null).setAutoPadding(false);
    return Buffer.concat([ecb.update(input), ecb.final()]);
  };
  let register = block(Buffer.alloc(16, 0xff));
  const text = Buffer.from(file.replace(/\s+/g, ''), 'hex').toString('latin1');
  return text
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => {
      const cipher = Buffer.from(line, 'base64');
      const plain = Buffer.alloc(cipher.length);
      for (let i = 0; i < cipher.length; i++) {
        const byte = cipher[i] ?? 0;
        plain[i] = byte ^ (block(register)[0] ?? 0);
        register = Buffer.concat([register.subarray(1), Buffer.from([byte])]);
      }
      return plain.toString('utf8').replace(/^CCF: /, '');
    });
}

/** CCF 5.0: AES-256-CBC under the published key and IV, CryptLoad XML inside. */
export function decodeCcf(file: Buffer): DecodedPackage[] {
  const key = Buffer.from('5F679C00548737E120E6518A981BD0BA11AF5C719E97502983AD6AA38ED721C3', 'hex');
  const iv = Buffer.from('E3D153AD609EF7358D66684180C7331A', 'hex');
  const decipher = createDecipheriv('aes-256-cbc', key, iv).setAutoPadding(false);
  const xml = Buffer.concat([decipher.update(file), decipher.final()])
    .toString('utf8')
    .replace(/\0+$/, '');
  if (!xml.startsWith('<?xml')) throw new Error('not a CCF document');
  return [...xml.matchAll(/<Package [^>]*name="([^"]*)"[^>]*>(.*?)<\/Package>/g)].map((match) => ({
    name: unescapeXml(match[1] ?? ''),
    links: [...(match[2] ?? '').matchAll(/<Url>([^<]*)<\/Url>/g)].map((url) => unescapeXml(url[1] ?? '')),
  }));
}
