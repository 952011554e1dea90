import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { textDirection, type Profile, type SiteLanguage } from '@folio/contracts';
import type { Db } from '@folio/db';
import { keyOfObjectPath } from '../../storage/object-keys';
import type { StorageProvider } from '../../storage/storage-provider';
import { findFileByObjectPath } from '../files';
import { openPicture } from '../../images/pictures';
import { serverTexts } from '../../lib/texts';
import { mayBeUsedPublicly } from '../../visibility/file-uses';
import { renderFallbackOgImage, renderOgImage, type OgCard } from './og-image';

/** Bump when the card's drawing changes, so cached cards and ETags are renewed. */
const DESIGN_VERSION = 4;
/** A larger photo is left out rather than decoded for a preview. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

export type SocialImage = { png: Buffer; etag: string | null };

type Dependencies = { db: Db; storage: StorageProvider; publicUrl: string; log: FastifyBaseLogger };

/** The photo is drawn 320 px wide; twice that keeps it sharp on dense screens. */
const PHOTO_PIXELS = 640;

/**
 * The photo as a small PNG, the only thing satori and resvg then decode: made by the same decoder, with the same
 * pixel limit and time budget, as thumbnails (images/pictures.ts). Null when the bytes are no picture (an SVG is
 * never rasterised) or too large to decode.
 */
async function portraitOf(bytes: Buffer): Promise<Buffer | null> {
  try {
    const picture = await openPicture(bytes);
    return await picture.rotate().resize({ width: PHOTO_PIXELS, height: PHOTO_PIXELS, fit: 'cover' }).png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * The social card (`/og.png`), drawn once per version of what it shows (name, title, photo, the accent's palette)
 * and kept until the profile or the brand changes. Every instance derives the same ETag from the same profile, so revalidation works behind a
 * load balancer. Never throws: when drawing fails, a plain card in the site's colours.
 */
export class SocialImages {
  private current: { key: string; image: Promise<SocialImage> } | null = null;

  private constructor(
    private readonly deps: Dependencies,
    private readonly fallback: Buffer,
  ) {}

  static async create(deps: Dependencies): Promise<SocialImages> {
    return new SocialImages(deps, await renderFallbackOgImage());
  }

  /** The ETag the card of this profile has, without drawing it (for a cheap 304). */
  etagOf(profile: Profile | null, palette: readonly string[], language: SiteLanguage): string {
    return `"og-${this.keyOf(profile, palette, language)}"`;
  }

  async imageFor(profile: Profile | null, palette: readonly string[], language: SiteLanguage): Promise<SocialImage> {
    const key = this.keyOf(profile, palette, language);
    if (this.current?.key !== key) {
      const image = this.draw(profile, palette, language, key);
      this.current = { key, image };
      // A card drawn without what it should show (the photo could not be read) is not kept.
      void image.then((drawn) => {
        if (drawn.etag === null && this.current?.image === image) this.current = null;
      });
    }
    return this.current.image;
  }

  get fallbackImage(): SocialImage {
    return { png: this.fallback, etag: null };
  }

  private keyOf(profile: Profile | null, palette: readonly string[], language: SiteLanguage): string {
    // The language only draws the fallbacks, but is part of the key either way: one card per language is simplest.
    const fields = [
      DESIGN_VERSION,
      this.deps.publicUrl,
      profile?.name,
      profile?.title,
      profile?.imageUrl,
      palette,
      language,
    ];
    return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 22);
  }

  private async draw(
    profile: Profile | null,
    palette: readonly string[],
    language: SiteLanguage,
    key: string,
  ): Promise<SocialImage> {
    const [photo, t] = await Promise.all([this.readPhoto(profile?.imageUrl ?? null), serverTexts(language, 'card')]);
    const card: OgCard = {
      // SPEC's fallbacks, as Home shows them, in the site's language; the owner's own texts as written.
      name: profile?.name.trim() || t('fallback.name'),
      title: profile?.title.trim() || t('fallback.title'),
      host: new URL(this.deps.publicUrl).host,
      photo: photo === 'unreadable' ? null : photo,
      palette,
      direction: textDirection(language),
    };
    try {
      const png = await renderOgImage(card);
      return { png, etag: photo === 'unreadable' ? null : `"og-${key}"` };
    } catch (error) {
      this.deps.log.error({ err: error }, 'the social image could not be drawn');
      return this.fallbackImage;
    }
  }

  /**
   * The photo when it is a file uploaded to this site, read from storage. A photo on another site is not fetched:
   * the server would request an address the owner typed (SSRF: internal hosts, DNS rebinding), and link previews
   * already show such a photo itself, as og:image. Those cards show the owner's initials.
   */
  private async readPhoto(imageUrl: string | null): Promise<OgCard['photo'] | 'unreadable'> {
    if (!imageUrl) return null;
    const site = new URL(this.deps.publicUrl);
    const url = new URL(imageUrl, site);
    const key = url.origin === site.origin ? keyOfObjectPath(url.pathname) : null;
    if (!key) return null;
    try {
      const file = await findFileByObjectPath(this.deps.db, url.pathname);
      if (!file) return null;
      // Never drawn, and the card drawn without it is not kept: it shows the photo once the file is public.
      if (!mayBeUsedPublicly(file)) return 'unreadable';
      const bytes = await this.deps.storage.read(key, MAX_PHOTO_BYTES);
      const portrait = bytes && (await portraitOf(bytes));
      return portrait ? { bytes: portrait, mimeType: 'image/png' } : null;
    } catch (error) {
      this.deps.log.warn({ err: error, imageUrl }, 'the profile photo could not be read for the social image');
      return 'unreadable';
    }
  }
}
