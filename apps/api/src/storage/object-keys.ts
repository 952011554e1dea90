import { randomUUID } from 'node:crypto';
import { OBJECT_KEY_PATTERN } from '@folio/contracts';

/** The public prefix of object paths: `/objects/uploads/<uuid>` is stored under the key `uploads/<uuid>`. */
const OBJECT_PATH_PREFIX = '/objects/';

/** A fresh, unguessable key for one upload. */
export function newUploadKey(): string {
  return `uploads/${randomUUID()}`;
}

export function objectPathOf(key: string): string {
  return `${OBJECT_PATH_PREFIX}${key}`;
}

/** The storage key of an object path, or null when the path is not one the server hands out. */
export function keyOfObjectPath(objectPath: string): string | null {
  return OBJECT_KEY_PATTERN.test(objectPath) ? objectPath.slice(OBJECT_PATH_PREFIX.length) : null;
}

/** Whether a key has the shape of an upload key; drivers refuse anything else so no key can escape their root. */
export function isUploadKey(key: string): boolean {
  return OBJECT_KEY_PATTERN.test(`${OBJECT_PATH_PREFIX}${key}`);
}
