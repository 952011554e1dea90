import { router } from '../../trpc/procedures';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { getPost } from './get-post';
import { hasPublishedPosts } from './has-published-posts';
import { listPosts } from './list-posts';
import { previewMarkdown } from './preview-markdown';
import { updatePost } from './update-post';

export const postsRouter = router({
  listPosts,
  getPost,
  hasPublishedPosts,
  createPost,
  updatePost,
  deletePost,
  previewMarkdown,
});
