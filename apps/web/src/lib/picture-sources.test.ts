import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-sources';

describe('pictureSources', () => {
  it('serves an uploaded picture as thumbnails of every width', () => {
    const path = '/objects/uploads/0b7c5a3e-7d1f-4c2a-9e8b-1a2b3c4d5e6f';
    expect(pictureSources(path, '100vw')).toEqual({
      src: `${path}?w=640`,
      srcSet: `${path}?w=160 160w, ${path}?w=320 320w, ${path}?w=480 480w, ${path}?w=640 640w, ${path}?w=720 720w, ${path}?w=1280 1280w`,
      sizes: '100vw',
    });
  });

  it('shows any other URL as it is', () => {
    expect(pictureSources('https://example.com/me.png', '100vw')).toEqual({ src: 'https://example.com/me.png' });
  });
});
