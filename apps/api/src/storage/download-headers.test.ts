import { describe, expect, it } from 'vitest';
import { parse } from 'content-disposition';
import { downloadHeaders, safeContentType } from './download-headers';

describe('download headers', () => {
  it('keeps types a browser renders safely and turns the rest into opaque bytes', () => {
    expect(safeContentType('image/png')).toBe('image/png');
    expect(safeContentType('application/pdf')).toBe('application/pdf');
    expect(safeContentType('video/mp4')).toBe('video/mp4');
    expect(safeContentType('audio/mpeg')).toBe('audio/mpeg');
    expect(safeContentType('text/plain')).toBe('text/plain; charset=utf-8');
    for (const risky of [
      'text/html',
      'image/svg+xml',
      'application/javascript',
      'application/xhtml+xml',
      'text/xml',
      '',
    ]) {
      expect(safeContentType(risky)).toBe('application/octet-stream');
    }
  });

  it('names the file exactly, whatever characters its name holds, as an attachment', () => {
    for (const name of ['plan "v2".pdf', '日本.txt', "it's (1).txt", 'Résumé 2024.png', 'back\\slash %20.txt']) {
      const header = downloadHeaders({ name, mimeType: 'text/plain' }).contentDisposition;
      const { type, parameters } = parse(header);
      expect({ type, filename: parameters.filename }).toEqual({ type: 'attachment', filename: name });
    }
    expect(downloadHeaders({ name: '日本.txt', mimeType: 'text/plain' }).contentDisposition).toBe(
      `attachment; filename="??.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt`,
    );
  });
});
