import type { FileRecord } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { categoryForNewFiles, fileKind, filterFiles } from './filter-files';

const file = (name: string, category: FileRecord['category']): FileRecord => ({
  id: crypto.randomUUID(),
  name,
  originalName: name,
  size: 1,
  mimeType: 'text/plain',
  category,
  objectPath: `/objects/uploads/${crypto.randomUUID()}`,
  visibility: 'public',
  purpose: 'file',
  uploadedAt: new Date().toISOString(),
});

const files = [file('Annual Report.pdf', 'business'), file('holiday.JPG', 'hobby'), file('report-draft.txt', 'hobby')];

describe('filterFiles', () => {
  it('matches a substring of the name regardless of case', () => {
    expect(filterFiles(files, 'REPORT', 'all').map((f) => f.name)).toEqual(['Annual Report.pdf', 'report-draft.txt']);
  });

  it('keeps only the active category', () => {
    expect(filterFiles(files, 'report', 'hobby').map((f) => f.name)).toEqual(['report-draft.txt']);
  });

  it('shows everything for a blank search on the all tab', () => {
    expect(filterFiles(files, '   ', 'all')).toHaveLength(3);
  });
});

describe('categoryForNewFiles', () => {
  it('uses the tab category, or business on the all tab', () => {
    expect(categoryForNewFiles('all')).toBe('business');
    expect(categoryForNewFiles('hobby')).toBe('hobby');
  });
});

describe('fileKind', () => {
  it('tells images, videos and pdfs apart from the rest', () => {
    expect(fileKind('image/png')).toBe('image');
    expect(fileKind('video/mp4')).toBe('video');
    expect(fileKind('application/pdf')).toBe('pdf');
    expect(fileKind('application/zip')).toBe('other');
  });
});
