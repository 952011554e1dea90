import type { Profile, ResumeSettings, SiteLanguage } from '@folio/contracts';
import { LRUCache } from 'lru-cache';
import { openPicture } from '../../images/pictures';
import { keyOfObjectPath } from '../../storage/object-keys';
import type { StorageProvider } from '../../storage/storage-provider';
import type { PublicReadContext } from '../../trpc/public-read';
import { mayBeUsedPublicly } from '../../visibility/file-uses';
import { findCredentials, readVisibleCredentials } from '../credentials';
import { listEmployment, readEmployment } from '../employment';
import { findFileByObjectPath } from '../files';
import { listPublishedPosts } from '../posts';
import { findProfile, readProfile } from '../profile';
import { readProjects } from '../projects';
import { readSiteSettings } from '../site';
import type { ResumeData, ResumeInclude } from './resume-document';
import { findResumeSettings } from './resume-settings-repository';

export const PUBLIC_RESUME: ResumeInclude = { phone: false, email: true, privateCredentials: false };

/** The settings as visitors share them: one recent read, cleared by the owner's change. */
export const readResumeSettings = (ctx: PublicReadContext): Promise<ResumeSettings> =>
  ctx.publicReads.read('resume-settings', () => findResumeSettings(ctx.db));

/** The photo is drawn at most 2.6 cm wide; 400 px keeps it sharp in print. */
const PHOTO_PIXELS = 400;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** An uploaded file's path never names other bytes (each upload has a new id): its PNG is kept by path. */
const photos = new LRUCache<string, Promise<Buffer | null>>({ max: 4 });

async function photoPng(storage: StorageProvider, objectPath: string): Promise<Buffer | null> {
  const key = keyOfObjectPath(objectPath);
  if (!key) return null;
  const bytes = await storage.read(key, MAX_PHOTO_BYTES);
  if (!bytes) return null;
  try {
    const picture = await openPicture(bytes);
    return await picture.rotate().resize({ width: PHOTO_PIXELS, height: PHOTO_PIXELS, fit: 'cover' }).png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * The profile's photo when it is a public picture uploaded to this site. A photo on another site is not fetched
 * (the server would request an address the owner typed), as for the social card.
 */
async function readPhoto(ctx: PublicReadContext, storage: StorageProvider, profile: Profile | null) {
  const path = profile?.imageUrl;
  if (!path?.startsWith('/objects/uploads/')) return null;
  const file = await ctx.publicReads.read(`picture:${path}`, () => findFileByObjectPath(ctx.db, path));
  if (!file || !mayBeUsedPublicly(file)) return null;
  let png = photos.get(path);
  if (!png) {
    png = photoPng(storage, path);
    photos.set(path, png);
    png.catch(() => photos.delete(path));
  }
  return png;
}

export type ResumeSources = ResumeData & { settings: ResumeSettings; photo: Buffer | null; language: SiteLanguage };

/**
 * Everything a résumé is made from, read as visitors read it (shared, one database read a second however many
 * ask; the owner's own changes clear them at once), plus what `include` asks for beyond that, read for this
 * request alone. The language is the site's unless the caller asks for another.
 */
export async function readResumeSources(
  ctx: PublicReadContext,
  storage: StorageProvider,
  publicUrl: string,
  include: ResumeInclude,
): Promise<ResumeSources> {
  const visitor = { ...ctx, caller: null };
  const [profile, publicCredentials, projects, posts, site, settings] = await Promise.all([
    readProfile(visitor),
    readVisibleCredentials(visitor),
    readProjects(visitor),
    ctx.publicReads.read('published-posts', () => listPublishedPosts(ctx.db)),
    readSiteSettings(visitor),
    readResumeSettings(visitor),
  ]);
  const privateAsked = publicCredentials === null && include.privateCredentials;
  const [credentials, employment, phone, photo] = await Promise.all([
    privateAsked ? findCredentials(ctx.db) : publicCredentials,
    privateAsked ? listEmployment(ctx.db) : publicCredentials ? readEmployment(visitor) : [],
    include.phone && profile && !profile.phone ? findProfile(ctx.db).then((own) => own?.phone ?? null) : null,
    readPhoto(visitor, storage, profile),
  ]);
  return {
    profile: profile && {
      ...profile,
      phone: profile.phone ?? phone,
      email: include.email ? profile.email : null,
    },
    employment,
    credentials,
    projects,
    publications: posts.map(({ slug, title, summary, publishedAt }) => ({ slug, title, summary, publishedAt })),
    palette: site.palette,
    publicUrl,
    settings,
    photo,
    language: site.language,
  };
}
