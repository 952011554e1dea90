import { describe, expect, it } from 'vitest';
import { rateLimitMessages, waitInWords } from './rate-limits';

describe('waitInWords', () => {
  it('rounds a wait up to whole seconds under a minute, whole minutes from there', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(30)).toBe('30 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(600)).toBe('10 minutes');
  });

  it("is what each limit's message names", () => {
    expect(rateLimitMessages.contact(waitInWords(540))).toBe('Too many messages. Please try again in 9 minutes.');
  });
});
