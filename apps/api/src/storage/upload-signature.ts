import { createHmac, timingSafeEqual } from 'node:crypto';

export type UploadUrlCheck = 'valid' | 'expired' | 'forged';

/**
 * Signs local upload URLs: the signature is the only authority a PUT needs (no cookie), so it covers the key
 * and the expiry, and is compared in constant time.
 */
export class UploadSigner {
  constructor(private readonly secret: string) {}

  sign(key: string, expiresAtSeconds: number): string {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${String(expiresAtSeconds)}`)
      .digest('hex');
  }

  check(key: string, expires: unknown, signature: unknown, now: Date = new Date()): UploadUrlCheck {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'forged';
    const expected = Buffer.from(this.sign(key, Number(expires)), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
  }
}
