/** Search over published posts and projects (the owner also finds drafts). */
export { searchRouter } from './search-router';
