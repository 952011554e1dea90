import { describe, expect, it } from 'vitest';
import { UploadSigner } from './upload-signature';

const signer = new UploadSigner('a-secret-that-is-long-enough-for-a-test');
const key = 'uploads/7f0c1a52-3b7e-4a8e-9a55-1b2f0a6b9c3d';
const now = new Date('2026-01-01T12:00:00Z');
const inFiveMinutes = now.getTime() / 1000 + 300;

describe('upload URL signatures', () => {
  it('accepts its own signature until the expiry', () => {
    const signature = signer.sign(key, inFiveMinutes);
    expect(signer.check(key, String(inFiveMinutes), signature, now)).toBe('valid');
    expect(signer.check(key, String(inFiveMinutes), signature, new Date(now.getTime() + 301_000))).toBe('expired');
  });

  it('refuses another secret, another key, another expiry and malformed values', () => {
    const signature = signer.sign(key, inFiveMinutes);
    const other = new UploadSigner('another-secret-that-is-long-enough-too');
    expect(other.check(key, String(inFiveMinutes), signature, now)).toBe('forged');
    expect(signer.check(key.replace('7f', '8f'), String(inFiveMinutes), signature, now)).toBe('forged');
    expect(signer.check(key, String(inFiveMinutes + 1), signature, now)).toBe('forged');
    expect(signer.check(key, '1e12', signature, now)).toBe('forged');
    expect(signer.check(key, String(inFiveMinutes), 'zz', now)).toBe('forged');
    expect(signer.check(key, undefined, undefined, now)).toBe('forged');
    expect(signer.check(key, [String(inFiveMinutes)], signature, now)).toBe('forged');
  });
});
