import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_COLOR } from '@folio/contracts';
import { renderAsync } from '@resvg/resvg-js';
import { REPO_ROOT } from '../env';

/** The site's mark: the web app's own favicon, so there is one drawing of it. */
const MARK_SVG = path.join(REPO_ROOT, 'apps/web/public/favicon.svg');
/** The mark's background, behind the Apple touch icon (iOS shows transparent corners black). */
const MARK_BACKGROUND = BRAND_COLOR;

export type SiteIcons = {
  /** favicon.ico: 16, 32 and 48 px, for browsers, crawlers and tools that ask for nothing else. */
  ico: Buffer;
  /** The web app manifest's icons. */
  png192: Buffer;
  png512: Buffer;
  appleTouchIcon: Buffer;
};

async function renderPng(svg: Buffer, size: number, background?: string): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false }, background });
  return image.asPng();
}

/**
 * An ICO file holding PNG images (Windows Vista and every browser since read them): a 6-byte header, a 16-byte
 * directory entry per image, then the images.
 */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + images.length * 16;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width; 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

export async function renderSiteIcons(): Promise<SiteIcons> {
  const svg = await readFile(MARK_SVG);
  const icoSizes = [16, 32, 48];
  const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, png: await renderPng(svg, size) })));
  const [png192, png512, appleTouchIcon] = await Promise.all([
    renderPng(svg, 192),
    renderPng(svg, 512),
    renderPng(svg, 180, MARK_BACKGROUND),
  ]);
  return { ico: icoOf(icoImages), png192, png512, appleTouchIcon };
}
