import { fileUseMessages, siteBrandTexts, type FileVisibility } from '@folio/contracts';
import type { Db } from '@folio/db';
import { AppError } from '../lib/errors';
import { CREDENTIALS_ID } from './credentials-visibility';

/**
 * Whether a file may be what visitors are shown or offered (the résumé, the profile photo, a project's pictures,
 * the social card's photo). Private files never are, whoever refers to them and however the reference was made
 * (a form, the REST API, a JSON Resume import, a restored backup).
 */
export function mayBeUsedPublicly(file: { visibility: FileVisibility }): boolean {
  return file.visibility === 'public';
}

/** 409 for choosing a private file where visitors would see it, naming the field. */
export function privateFileChosen(field: string): AppError {
  const message = fileUseMessages.privateFileChosen;
  return new AppError('CONFLICT', `${field}: ${message}`, { issues: [{ path: field, message }] });
}

/** A place the site shows or offers a file, with its words for messages. */
export type FileUse = {
  kind: 'resume' | 'profilePhoto' | 'projectPicture' | 'projectGallery' | 'siteLogo';
  description: string;
};

/** Where the site shows or offers a file: [] when it is used nowhere. */
export async function findFileUses(db: Db, file: { id: string; objectPath: string }): Promise<FileUse[]> {
  const [resume, profile, projects, galleries, logo] = await Promise.all([
    db
      .selectFrom('credentials')
      .select('id')
      .where('id', '=', CREDENTIALS_ID)
      .where('resumeFileId', '=', file.id)
      .executeTakeFirst(),
    db.selectFrom('profile').select('id').where('imageUrl', '=', file.objectPath).executeTakeFirst(),
    db.selectFrom('projects').select('title').where('imageUrl', '=', file.objectPath).orderBy('sortOrder').execute(),
    db
      .selectFrom('projectPictures')
      .innerJoin('projects', 'projects.id', 'projectPictures.projectId')
      .select('projects.title')
      .where('projectPictures.fileId', '=', file.id)
      .orderBy('projects.sortOrder')
      .execute(),
    db.selectFrom('siteSettings').select('id').where('logoFileId', '=', file.id).executeTakeFirst(),
  ]);
  return [
    ...(resume ? [{ kind: 'resume' as const, description: fileUseMessages.resumeUse }] : []),
    ...(profile ? [{ kind: 'profilePhoto' as const, description: fileUseMessages.profilePhotoUse }] : []),
    ...projects.map((project) => ({
      kind: 'projectPicture' as const,
      description: fileUseMessages.projectPictureUse(project.title),
    })),
    ...galleries.map((project) => ({
      kind: 'projectGallery' as const,
      description: fileUseMessages.projectGalleryUse(project.title),
    })),
    ...(logo ? [{ kind: 'siteLogo' as const, description: siteBrandTexts.logoUse }] : []),
  ];
}

/** 409 naming where a file is used, for a change (made private, deleted) that would leave those places broken. */
export function fileInUse(field: string, uses: readonly FileUse[]): AppError {
  const message = fileUseMessages.inUse(uses.map((use) => use.description));
  return new AppError('CONFLICT', `${field}: ${message}`, { issues: [{ path: field, message }] });
}
