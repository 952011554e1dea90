/** A wait in words, rounded up: "30 seconds", "1 minute", "9 minutes". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${String(whole)} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${String(minutes)} minute${minutes === 1 ? '' : 's'}`;
}

/** What a 429 says, per limit; each names how long to wait (also sent as `Retry-After`, in seconds). */
export const rateLimitMessages = {
  contact: (wait: string) => `Too many messages. Please try again in ${wait}.`,
  signIn: (wait: string) => `Too many wrong passwords. Please wait ${wait} before trying again.`,
  signInCode: (wait: string) => `Too many wrong codes. Please wait ${wait} before trying again.`,
  passkeySignIn: (wait: string) => `Too many failed sign-ins. Please wait ${wait} before trying again.`,
  signInStart: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`,
  pageViews: (wait: string) => `Too many page views from this address. Please try again in ${wait}.`,
} as const;
