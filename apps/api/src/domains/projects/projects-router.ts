import { router } from '../../trpc/procedures';
import { createProject } from './create-project';
import { deleteProject } from './delete-project';
import { getProject } from './get-project';
import { listProjects } from './list-projects';
import { reorderProjects } from './reorder-projects';
import { updateProject } from './update-project';

// reorderProjects comes before updateProject: REST matches PUT paths in this order, and /projects/order must
// not be taken for /projects/{id}.
export const projectsRouter = router({
  listProjects,
  getProject,
  createProject,
  reorderProjects,
  updateProject,
  deleteProject,
});
