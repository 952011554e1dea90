import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@folio/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** Codes of the 30 seconds before and after count too: clocks drift, and typing takes time. */
const DRIFT_WINDOW = 1;

function totpOf(secret: string, host: string): TOTP {
  return new TOTP({
    issuer: 'Folio',
    label: host,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI apps scan, and the same as a QR code (an SVG data: URL the page shows as an image). */
export async function totpEnrolment(secret: string, host: string): Promise<{ uri: string; qrCode: string }> {
  const uri = totpOf(secret, host).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a code belongs to, or null when it is not valid now (within the drift window). */
export function totpStepOf(secret: string, code: string, host: string): number | null {
  const totp = totpOf(secret, host);
  const delta = totp.validate({ token: code.trim(), window: DRIFT_WINDOW });
  return delta === null ? null : totp.counter() + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7mq2-x9hpt`: 50 bits of chance each, easy to read off paper. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
