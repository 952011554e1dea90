import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeContentType } from './download-headers';

describe('download headers', () => {
  it('keeps types a browser renders safely and turns the rest into opaque bytes', () => {
    expect(safeContentType('image/png')).toBe('image/png');
    expect(safeContentType('application/pdf')).toBe('application/pdf');
    expect(safeContentType('video/mp4')).toBe('video/mp4');
    expect(safeContentType('audio/mpeg')).toBe('audio/mpeg');
    expect(safeContentType('text/plain')).toBe('text/plain; charset=utf-8');
    for (const risky of ['text/html', 'image/svg+xml', 'application/javascript', 'application/xhtml+xml', 'text/xml', '']) {
      expect(safeContentType(risky)).toBe('application/octet-stream');
    }
  });

  it('names the file exactly in UTF-8 with an ASCII fallback that cannot break the header', () => {
    expect(attachmentDisposition('plan "v2".pdf')).toBe(`attachment; filename="plan _v2_.pdf"; filename*=UTF-8''plan%20%22v2%22.pdf`);
    expect(attachmentDisposition('日本.txt')).toBe(`attachment; filename="__.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt`);
    expect(attachmentDisposition("it's (1).txt")).toContain("filename*=UTF-8''it%27s%20%281%29.txt");
  });
});
