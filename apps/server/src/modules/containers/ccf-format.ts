import { createCipheriv } from 'node:crypto';
import type { ContainerItem } from '@regal/shared';
import { escapeXml, zeroPad } from './xml.ts';

/**
 * CCF 5.0 (CryptLoad container format), whose key is public: the CryptLoad XML document
 * (one Package per cart item, one Download per link) encrypted with AES-256-CBC under the
 * published key and IV, zero padded.
 */
export const CCF_KEY = Buffer.from('5F679C00548737E120E6518A981BD0BA11AF5C719E97502983AD6AA38ED721C3', 'hex');
export const CCF_IV = Buffer.from('E3D153AD609EF7358D66684180C7331A', 'hex');

export function ccfXml(items: ContainerItem[]): string {
  const packages = items
    .map((item) => {
      const downloads = item.links
        .map(
          (link) =>
            `<Download Url="${escapeXml(link)}"><Url>${escapeXml(link)}</Url><FileName></FileName><FileSize></FileSize></Download>`,
        )
        .join('');
      return `<Package service="" name="${escapeXml(item.fulltitle)}" url="Directlinks"><Options><Kommentar></Kommentar><Passwort></Passwort></Options>${downloads}</Package>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><CryptLoad>${packages}</CryptLoad>`;
}

export function encodeCcf(items: ContainerItem[]): Buffer {
  const cipher = createCipheriv('aes-256-cbc', CCF_KEY, CCF_IV).setAutoPadding(false);
  return Buffer.concat([cipher.update(zeroPad(Buffer.from(ccfXml(items), 'utf8'))), cipher.final()]);
}
