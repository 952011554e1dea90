import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_COLOR, DEFAULT_SITE_NAME, monogramOf, type SiteSettingsView } from '@folio/contracts';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { REPO_ROOT } from '../../env';
import { openPicture } from '../../images/pictures';
import { keyOfObjectPath } from '../../storage/object-keys';
import type { StorageProvider } from '../../storage/storage-provider';
import { loadOgFonts, OG_FONT_FAMILY } from './og-fonts';

/** The site's default mark: the web app's own favicon, so there is one drawing of it. */
const MARK_SVG = path.join(REPO_ROOT, 'apps/web/public/favicon.svg');
/** Bump when the icons' drawing changes, so their ETags are renewed. */
const DESIGN_VERSION = 2;
/** A larger logo is left out (the monogram is drawn) rather than decoded for an icon. */
const MAX_LOGO_BYTES = 10 * 1024 * 1024;
/** The largest icon drawn; a logo is made this square once, the smaller sizes from it. */
const MASTER_SIZE = 512;

export type SiteIcons = {
  /** Changes with what the icons show: the mark, its colour, the logo. */
  etag: string;
  /** The mark as SVG (`/icon.svg`), for browsers that take a vector icon. */
  svg: Buffer;
  /** favicon.ico: 16, 32 and 48 px, for browsers, crawlers and tools that ask for nothing else. */
  ico: Buffer;
  /** The web app manifest's icons. */
  png192: Buffer;
  png512: Buffer;
  appleTouchIcon: Buffer;
};

/**
 * What the icons show: the owner's logo when there is one; else the initials of the site's name in the accent once
 * the owner has named the site; else Folio's own "F" mark, in the accent (SPEC's site, unchanged, with no settings).
 */
export type BrandMark =
  | { kind: 'logo'; logoUrl: string; color: string }
  | { kind: 'monogram'; letters: string; color: string }
  | { kind: 'default'; color: string };

export function brandMarkOf(site: SiteSettingsView): BrandMark {
  const color = site.palette[6] ?? BRAND_COLOR;
  if (site.logoUrl) return { kind: 'logo', logoUrl: site.logoUrl, color };
  if (site.name !== DEFAULT_SITE_NAME) return { kind: 'monogram', letters: monogramOf(site.name), color };
  return { kind: 'default', color };
}

export function iconsEtagOf(mark: BrandMark): string {
  const key = createHash('sha256')
    .update(JSON.stringify([DESIGN_VERSION, mark]))
    .digest('base64url')
    .slice(0, 22);
  return `"icons-${key}"`;
}

async function renderPng(svg: Buffer, size: number, background?: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    background,
  });
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

/** The initials in white on a rounded square of the accent, as vector paths (satori draws the glyphs with Inter). */
async function monogramSvg(letters: string, color: string): Promise<Buffer> {
  const size = MASTER_SIZE;
  const tree = {
    type: 'div',
    key: null,
    props: {
      style: {
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: color,
        borderRadius: size / 4,
        color: '#ffffff',
        fontFamily: OG_FONT_FAMILY,
        fontWeight: 700,
        fontSize: letters.length > 1 ? 240 : 300,
        letterSpacing: -8,
      },
      children: letters,
    },
  };
  return Buffer.from(await satori(tree, { width: size, height: size, fonts: await loadOgFonts() }));
}

/** Folio's "F" mark, its square in the accent. */
async function defaultMarkSvg(color: string): Promise<Buffer> {
  const svg = await readFile(MARK_SVG, 'utf8');
  return Buffer.from(svg.replace(new RegExp(`fill="${BRAND_COLOR}"`, 'gi'), `fill="${color}"`));
}

/** The logo as a transparent square PNG, decoded with the limits every picture shares; null when it cannot be read. */
async function logoPng(storage: StorageProvider, logoUrl: string): Promise<Buffer | null> {
  const key = keyOfObjectPath(logoUrl);
  if (!key) return null;
  try {
    const bytes = await storage.read(key, MAX_LOGO_BYTES);
    if (!bytes) return null;
    const picture = await openPicture(bytes);
    return await picture
      .rotate()
      .resize({ width: MASTER_SIZE, height: MASTER_SIZE, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

async function iconsFromSvg(svg: Buffer, background: string, etag: string): Promise<SiteIcons> {
  const icoImages = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await renderPng(svg, size) })));
  const [png192, png512, appleTouchIcon] = await Promise.all([
    renderPng(svg, 192),
    renderPng(svg, 512),
    renderPng(svg, 180, background),
  ]);
  return { etag, svg, ico: icoOf(icoImages), png192, png512, appleTouchIcon };
}

async function iconsFromPng(master: Buffer, etag: string): Promise<SiteIcons> {
  const at = (size: number) => sharp(master).resize(size, size).png().toBuffer();
  const icoImages = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await at(size) })));
  // iOS shows transparent corners black: the touch icon gets a white ground.
  const appleTouchIcon = await sharp(master).resize(180, 180).flatten({ background: '#ffffff' }).png().toBuffer();
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(MASTER_SIZE)} ${String(MASTER_SIZE)}"><image width="${String(MASTER_SIZE)}" height="${String(MASTER_SIZE)}" href="data:image/png;base64,${master.toString('base64')}"/></svg>`,
  );
  return { etag, svg, ico: icoOf(icoImages), png192: await at(192), png512: master, appleTouchIcon };
}

/** Every icon of the site for its brand. A logo that cannot be read gives the monogram of the name instead. */
export async function renderSiteIcons(mark: BrandMark, storage: StorageProvider, siteName: string): Promise<SiteIcons> {
  const etag = iconsEtagOf(mark);
  if (mark.kind === 'logo') {
    const master = await logoPng(storage, mark.logoUrl);
    if (master) return iconsFromPng(master, etag);
    const letters = monogramOf(siteName);
    return iconsFromSvg(
      await monogramSvg(letters, mark.color),
      mark.color,
      iconsEtagOf({ kind: 'monogram', letters, color: mark.color }),
    );
  }
  const svg = mark.kind === 'monogram' ? await monogramSvg(mark.letters, mark.color) : await defaultMarkSvg(mark.color);
  return iconsFromSvg(svg, mark.color, etag);
}
