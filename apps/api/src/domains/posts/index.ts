/** Posts: writing as drafts or published, with Markdown bodies rendered when written. */
export { postsRouter } from './posts-router';
export { excerptOf, listPublishedPosts, type PublishedPost } from './posts-repository';
export { renderStoredPosts } from './render-stored-posts';
