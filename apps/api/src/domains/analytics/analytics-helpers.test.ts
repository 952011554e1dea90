import { describe, expect, it } from 'vitest';
import { truncateAddress } from '../../lib/client-address';
import { browserKindOf } from './browser-kind';
import { deviceTypeOf } from './device-type';
import { normalizePage } from './page-view';
import { externalReferrerHost } from './referrer-host';
import { BOTS, BROWSERS } from './test-beacons';
import { addDays, utcDay } from './utc-day';

describe('truncateAddress', () => {
  it.each([
    ['203.0.113.99', '203.0.113.0'],
    ['::ffff:203.0.113.99', '203.0.113.0'],
    ['2001:0db8:abcd:0012:0000:0000:0000:0001', '2001:db8:abcd::'],
    ['2001:db8::1', '2001:db8::'],
    ['::1', '::'],
    ['fe80::1%eth0', 'fe80::'],
    ['2001:db8:abcd:ffff::', '2001:db8:abcd::'],
    ['127.1', null],
    ['not an address', null],
  ])('%s → %s', (address, expected) => {
    expect(truncateAddress(address)).toBe(expected);
  });
});

describe('deviceTypeOf', () => {
  it('tells desktops, phones and tablets apart', () => {
    expect(deviceTypeOf(BROWSERS.chromeDesktop)).toBe('desktop');
    expect(deviceTypeOf(BROWSERS.safariIphone)).toBe('mobile');
    expect(deviceTypeOf(BROWSERS.chromeAndroidTablet)).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablet');
    expect(
      deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36'),
    ).toBe('mobile');
  });
});

describe('browserKindOf', () => {
  it('answers the same for a user agent the second time, from memory or not', () => {
    for (const userAgent of [BROWSERS.chromeDesktop, BROWSERS.safariIphone, BROWSERS.chromeAndroidTablet]) {
      expect(browserKindOf(userAgent)).toBe(deviceTypeOf(userAgent));
      expect(browserKindOf(userAgent)).toBe(deviceTypeOf(userAgent));
    }
    for (const userAgent of Object.values(BOTS)) {
      expect(browserKindOf(userAgent)).toBe('bot');
      expect(browserKindOf(userAgent)).toBe('bot');
    }
  });

  it('still classifies after more distinct user agents than it keeps', () => {
    for (let n = 0; n < 1500; n += 1)
      browserKindOf(`Mozilla/5.0 (Windows NT 10.0) Chrome/${String(n)}.0 Safari/537.36`);
    expect(browserKindOf(BROWSERS.safariIphone)).toBe('mobile');
    expect(browserKindOf(`Mozilla/5.0 (iPhone) Mobile ${'x'.repeat(600)}`)).toBe('mobile');
  });
});

describe('externalReferrerHost', () => {
  const own = ['folio.example.com', 'localhost'];
  it.each([
    ['https://www.google.com/search?q=ada', 'google.com'],
    ['https://folio.example.com/files', null],
    ['https://www.folio.example.com/', null],
    ['http://localhost:5173/', null],
    ['ftp://files.example.org/', null],
    ['nonsense', null],
    [undefined, null],
  ])('%s → %s', (referrer, expected) => {
    expect(externalReferrerHost(referrer, own)).toBe(expected);
  });
});

describe('normalizePage and addDays', () => {
  it('drop query strings and fragments; move across months', () => {
    expect(normalizePage('/files?q=1#x')).toBe('/files');
    expect(normalizePage('/?utm_source=x')).toBe('/');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('utcDay', () => {
  it('answers the UTC day of each instant, also right after answering another from memory', () => {
    expect(utcDay(new Date('2026-11-26T23:59:59.999Z'))).toBe('2026-11-26');
    expect(utcDay(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
    expect(utcDay(new Date('2026-11-27T00:00:00.000Z'))).toBe('2026-11-27');
    expect(utcDay(new Date('2026-11-26T12:00:00+14:00'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-27T00:00:00.000Z'))).toBe('2026-11-27');
    expect(() => utcDay(new Date('not a date'))).toThrow(RangeError);
  });
});
