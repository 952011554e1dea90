import { OBJECT_KEY_PATTERN, THUMBNAIL_WIDTHS } from '@folio/contracts';

export type PictureSources = { src: string; srcSet?: string; sizes?: string };

/**
 * What an <img> shows for a picture: an uploaded file is served as WebP thumbnails
 * (`?w=N`), the browser picking the width `sizes` calls for; an http(s) URL is shown as it is.
 * `fallbackWidth` is what browsers without srcset get.
 */
export function pictureSources(url: string, sizes: string, fallbackWidth: number = 640): PictureSources {
  if (!OBJECT_KEY_PATTERN.test(url)) return { src: url };
  return {
    src: `${url}?w=${String(fallbackWidth)}`,
    srcSet: THUMBNAIL_WIDTHS.map((width) => `${url}?w=${String(width)} ${String(width)}w`).join(', '),
    sizes,
  };
}
