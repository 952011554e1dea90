import { describe, expect, it } from 'vitest';
import { renderOgImage, type OgCard } from './og-image';

const PALETTE = [
  '#eef2ff',
  '#e0e7ff',
  '#c7d2fe',
  '#a5b4fc',
  '#818cf8',
  '#6366f1',
  '#4f46e5',
  '#4338ca',
  '#3730a3',
  '#312e81',
];
const card = (name: string, title: string): OgCard => ({
  name,
  title,
  host: 'ada.example.com',
  photo: null,
  palette: PALETTE,
  direction: 'rtl',
});

describe('the social card in Arabic', () => {
  it('draws Arabic letters: names of as many letters differ (a font without Arabic draws the same boxes, or nothing, for both)', async () => {
    // The same initial and title, so only the names' own letters can tell the two cards apart.
    const [first, second] = await Promise.all([
      renderOgImage(card('ليلى', 'محترف ومبدع')),
      renderOgImage(card('لينا', 'محترف ومبدع')),
    ]);
    expect(first.equals(second)).toBe(false);
  });
});
