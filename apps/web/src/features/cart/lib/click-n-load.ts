/**
 * Click'n'Load (spec §7 "Local download manager"): jDownloader listens on 127.0.0.1:9666. Its
 * presence shows through `jdcheck.js`, a script that sets `window.jdownloader = true`; a script tag
 * loads it without any CORS rules. Links then go as one form POST per cart item, sent `no-cors`
 * (a simple form request: the answer is opaque, a network failure is the only error we can see).
 */
export const CNL_ORIGIN = 'http://127.0.0.1:9666';
const CHECK_TIMEOUT_MS = 3_000;

declare global {
  interface Window {
    jdownloader?: boolean;
  }
}

export function detectJDownloader(origin = CNL_ORIGIN): Promise<boolean> {
  return new Promise((resolve) => {
    window.jdownloader = false;
    const script = document.createElement('script');
    const done = (found: boolean) => {
      clearTimeout(timer);
      script.remove();
      resolve(found);
    };
    const timer = setTimeout(() => done(false), CHECK_TIMEOUT_MS);
    script.src = `${origin}/jdcheck.js?t=${Date.now()}`;
    script.onload = () => done(window.jdownloader === true);
    script.onerror = () => done(false);
    document.head.append(script);
  });
}

export interface CnlPackage {
  title: string;
  links: string[];
}

async function postForm(url: string, fields: Record<string, string>): Promise<void> {
  await fetch(url, { method: 'POST', mode: 'no-cors', body: new URLSearchParams(fields) });
}

/** `/flash/add`: the links in clear, one per line. */
export function sendClear(item: CnlPackage, origin = CNL_ORIGIN): Promise<void> {
  return postForm(`${origin}/flash/add`, {
    package: item.title,
    urls: item.links.join('\r\n'),
    passwords: '',
    source: window.location.href,
    submit: 'Add Link to JDownloader',
  });
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * `/flash/addcrypted2` (Click'n'Load 2): the links AES-128-CBC encrypted with a fresh key that
 * doubles as the IV; `jk` is a JavaScript function returning that key as hex, which jDownloader
 * runs to decrypt. jDownloader decrypts without padding and trims the text, so WebCrypto's PKCS#7
 * padding bytes (all below 0x20) fall away.
 */
export async function sendEncrypted(item: CnlPackage, origin = CNL_ORIGIN): Promise<void> {
  const key = crypto.getRandomValues(new Uint8Array(16));
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt']);
  const plain = new TextEncoder().encode(item.links.join('\r\n'));
  const crypted = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: key }, cryptoKey, plain));
  return postForm(`${origin}/flash/addcrypted2`, {
    package: item.title,
    passwords: '',
    source: window.location.href,
    jk: `function f(){ return '${toHex(key)}';}`,
    crypted: toBase64(crypted),
  });
}
