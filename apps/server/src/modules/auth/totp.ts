import { generateSecret, generateURI, verify } from 'otplib';
import { lazyModule } from '../../lib/lazy-module.ts';

/** Only the 2FA set-up draws a QR code (lib/lazy-module.ts). */
const qrcode = lazyModule(async () => (await import('qrcode')).default);

export const TOTP_ISSUER = 'Regal';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI as a PNG data URL, for the account page's QR code. */
export async function totpQrDataUrl(secret: string, label: string): Promise<string> {
  return (await qrcode()).toDataURL(generateURI({ issuer: TOTP_ISSUER, label, secret }), {
    margin: 1,
    width: 240,
  });
}

/**
 * Checks a 6-digit code against the secret, one 30-second step of clock drift either way. Returns
 * the code's time step (the caller makes it single-use) or null.
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
