import { router } from '../../trpc/procedures';
import { createProject } from './create-project';
import { deleteProject } from './delete-project';
import { listProjects } from './list-projects';

export const projectsRouter = router({ listProjects, createProject, deleteProject });
