import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize', () => {
  it('shows bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('shows KB with one decimal below 1 MB (base 1024)', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024.0 KB');
  });

  it('shows MB with one decimal from 1 MB up', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(52_428_800)).toBe('50.0 MB');
  });
});

describe('formatFileSize in the site language', () => {
  it('writes the number as the language does, never grouped', () => {
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
    expect(formatFileSize(1024 * 1024 * 1500, 'fr')).toBe('1500,0 MB');
    expect(formatFileSize(1024 * 1024 * 1500, 'en')).toBe('1500.0 MB');
  });
});
