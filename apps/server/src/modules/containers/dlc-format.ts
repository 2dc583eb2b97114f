import { createCipheriv, randomInt } from 'node:crypto';
import { APP_VERSION, type ContainerItem } from '@regal/shared';
import { b64, escapeXml, zeroPad } from './xml.ts';

/**
 * The jDownloader DLC format (decision 004). The plain document is XML in which every value is
 * base64; it is base64-encoded as a whole, AES-128-CBC encrypted with a random 16-character key
 * (IV = key, zero padding, as jDownloader decrypts without padding), base64-encoded again, and
 * followed by the 88-character rc under which the key service keeps that key.
 */
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const DLC_KEY_LENGTH = 16;

export function randomDlcKey(): string {
  let key = '';
  for (let i = 0; i < DLC_KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

export interface DlcGenerator {
  app: string;
  url: string;
}

export function dlcXml(items: ContainerItem[], generator: DlcGenerator): string {
  const packages = items
    .map((item) => {
      const files = item.links
        .map((link) => `<file><url>${b64(link)}</url><filename></filename><size></size></file>`)
        .join('');
      return `<package name="${escapeXml(b64(item.fulltitle))}" passwords="" comment="">${files}</package>`;
    })
    .join('');
  const header =
    '<header><generator>' +
    `<app>${b64(generator.app)}</app><version>${b64(APP_VERSION)}</version><url>${b64(generator.url)}</url>` +
    `</generator><tribute><name>${b64(generator.app)}</name></tribute>` +
    `<dlcxmlversion>${b64('20_02_2008')}</dlcxmlversion></header>`;
  return `<dlc>${header}<content>${packages}</content></dlc>`;
}

/** Everything of the file before the rc: base64(AES-128-CBC(base64(xml))). */
export function encryptDlcBody(xml: string, key: string): string {
  const keyBytes = Buffer.from(key, 'utf8');
  const cipher = createCipheriv('aes-128-cbc', keyBytes, keyBytes).setAutoPadding(false);
  const plain = zeroPad(Buffer.from(b64(xml), 'utf8'));
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}
