/** Business constants of docs/spec.md §9 and the server's own limits, shared by the web app and the API. */
export const MAX_UPLOAD_BYTES = 52_428_800;
export const MAX_FILES_PER_SELECTION = 10;
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const UNREGISTERED_UPLOAD_TTL_HOURS = 24;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const RECENT_ACTIVITY_LIMIT = 10;
export const SKELETON_CARDS_PER_GROUP = 3;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;

/** Upper bounds on what a client may send; generous for people, tight enough to stop abuse. */
export const TEXT_LIMITS = {
  short: 200,
  url: 2048,
  email: 254,
  phone: 50,
  bio: 5000,
  description: 5000,
  message: 5000,
  fileName: 255,
  mimeType: 255,
  tag: 50,
  tags: 20,
  page: 2048,
  action: 50,
  tokenName: 100,
  postBody: 200_000,
  slug: 100,
} as const;

/**
 * Keys the server hands out for uploads (nothing else can be registered), and so an uploaded file's site-relative
 * path, as `GET /objects/uploads/<uuid>` serves it.
 */
export const OBJECT_KEY_PATTERN = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Widths `GET /objects/uploads/<uuid>?w=N` makes WebP thumbnails at; any other width is refused. 480 and 720
 * are there for phones (about 1.75 to 2 device pixels per CSS pixel): the 240 px portrait and a 380 px project
 * card then get a picture at most twice as wide as drawn, rather than the next step up (640, 1280).
 */
export const THUMBNAIL_WIDTHS = [160, 320, 480, 640, 720, 1280] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Pictures (the profile photo, project images) are images of at most 10 MB. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/**
 * Pictures may have at most this many pixels (a phone's photo has 12 to 50 megapixels; 40 is about 7700 × 5200):
 * checked at upload and by every decoder, since a small file can declare a canvas that takes gigabytes to decode.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** The image types browsers show and the server makes thumbnails of: what a picture may be. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Whether a file can be a picture (here, not with the schemas: the visitor's Files page needs it, not zod). */
export function isPictureType(mimeType: string): boolean {
  return (PICTURE_TYPES as readonly string[]).includes(mimeType);
}
