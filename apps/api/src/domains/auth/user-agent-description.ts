import Bowser from 'bowser';

export type UserAgentDescription = { device: string; browser: string };

const UNKNOWN = 'Unknown';

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** How the owner recognises a browser in their sessions list and sign-in mails: "Desktop (Linux)", "Firefox 133". */
export function describeUserAgent(userAgent: string | undefined): UserAgentDescription {
  if (!userAgent) return { device: UNKNOWN, browser: UNKNOWN };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const kind = platform.type ? capitalized(platform.type) : UNKNOWN;
  const device = os.name ? `${kind} (${os.name})` : kind;
  const major = browser.version?.split('.')[0];
  const name = browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : UNKNOWN;
  return { device, browser: name };
}

/** One key per kind of browser on one system, so a browser update is not a "new device" but another browser is. */
export function deviceKeyOf(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN;
  const { browser, os, platform } = Bowser.parse(userAgent);
  return [platform.type ?? '', os.name ?? '', browser.name ?? ''].join('|');
}
