import type { DeviceType } from '@folio/contracts';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

/**
 * The kind of device a user agent describes, by the conventions browsers follow ("Mobi" on phones,
 * Android without "Mobile" on tablets). iPads that claim to be Macs count as desktops: the user agent
 * alone cannot tell them apart.
 */
export function deviceTypeOf(userAgent: string): DeviceType {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
