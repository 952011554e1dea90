/** Files and uploads, and what other domains need of them: picture references and file records. */
export { filesRouter } from './files-router';
export { filesPlugin } from './files-plugin';
export { filesOpenApiPaths } from './files-openapi-paths';
export { assertGalleryPictures, assertPictureReference } from './picture-reference';
export { findFileByObjectPath, toFileRecord } from './files-repository';
export { purposeOfQuery, readFiles } from './list-files';
