import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { monogramOf } from '@folio/contracts';
import { loadOgFonts, OG_FONT_FAMILY } from './og-fonts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** What the card shows. `photo` is the image's bytes, already checked to be a format satori decodes. */
export type OgCard = {
  name: string;
  title: string;
  host: string;
  photo: { bytes: Buffer; mimeType: string } | null;
  /** The site's palette (ten shades, light to dark): the card is drawn in the owner's accent. */
  palette: readonly string[];
  /** The site's language's direction: a right-to-left card is mirrored, the portrait on the right. */
  direction: 'ltr' | 'rtl';
};

const INK = '#ffffff';
/** The palette's light shade the secondary text and the portrait's ring are drawn in. */
const mutedOf = (card: OgCard) => card.palette[2] ?? '#c7d2fe';
/** From the darkest shades to the filled one: white text holds AA contrast on all of them (lib/brand-palette.ts). */
const backgroundOf = (card: OgCard) =>
  `linear-gradient(135deg, ${card.palette[9] ?? '#312e81'} 0%, ${card.palette[7] ?? '#4338ca'} 55%, ${card.palette[6] ?? '#4f46e5'} 100%)`;

/** A React element as satori reads it; no React needed to build one. */
type Node = {
  type: string;
  key: null;
  props: { style?: Record<string, unknown>; children?: unknown; src?: string; width?: number; height?: number };
};
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  key: null,
  props: { style, children, ...extra },
});

const PADDING = 80;
const GAP = 64;
const PORTRAIT = 320;
/** Text wraps (and is cut after two lines) within what the portrait leaves. */
const TEXT_WIDTH = OG_WIDTH - 2 * PADDING - PORTRAIT - GAP;

function portrait(card: OgCard): Node {
  const size = PORTRAIT;
  const frame = { width: size, height: size, borderRadius: '50%', border: `8px solid ${mutedOf(card)}`, flexShrink: 0 };
  if (card.photo) {
    const src = `data:${card.photo.mimeType};base64,${card.photo.bytes.toString('base64')}`;
    return el('img', { ...frame, objectFit: 'cover' }, undefined, { src, width: size, height: size });
  }
  return el(
    'div',
    {
      ...frame,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: card.palette[8] ?? '#3730a3',
      color: INK,
      fontSize: 120,
      fontWeight: 700,
    },
    monogramOf(card.name),
  );
}

/** A right-to-left card's text, set against the right edge (the portrait moves by the children's order). */
const RIGHT_TO_LEFT_TEXT = { alignItems: 'flex-end', textAlign: 'right' } as const;

/** 1200×630: the owner's photo (or initials) beside their name and title, and the site's address. */
function cardTree(card: OgCard): Node {
  const mirrored = card.direction === 'rtl';
  const text = el(
    'div',
    { display: 'flex', flexDirection: 'column', width: TEXT_WIDTH, gap: 24, ...(mirrored ? RIGHT_TO_LEFT_TEXT : {}) },
    [
      el(
        'div',
        { display: 'block', color: INK, fontSize: 76, fontWeight: 700, lineHeight: 1.1, lineClamp: 2 },
        card.name,
      ),
      el(
        'div',
        { display: 'block', color: mutedOf(card), fontSize: 40, fontWeight: 400, lineHeight: 1.25, lineClamp: 2 },
        card.title,
      ),
      el('div', { display: 'flex', color: mutedOf(card), fontSize: 28, fontWeight: 400, marginTop: 24 }, card.host),
    ],
  );
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: 'flex',
      alignItems: 'center',
      padding: PADDING,
      gap: GAP,
      background: backgroundOf(card),
      fontFamily: OG_FONT_FAMILY,
    },
    mirrored ? [text, portrait(card)] : [portrait(card), text],
  );
}

/** The card as a PNG: satori lays it out as SVG, resvg rasterises it off the main thread. */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  const svg = await satori(cardTree(card), { width: OG_WIDTH, height: OG_HEIGHT, fonts: await loadOgFonts() });
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: OG_WIDTH }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/** A plain card in the site's colours, for when the real one cannot be drawn: a preview never gets an error. */
export async function renderFallbackOgImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(OG_WIDTH)}" height="${String(OG_HEIGHT)}"><rect width="100%" height="100%" fill="#4338ca"/></svg>`;
  return (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
}
