/** Projects, each with its page, and the shared public read of them. */
export { projectsRouter } from './projects-router';
export { readProjects } from './list-projects';
export {
  listProjectPageTimes,
  listProjects,
  upsertProjectsByTitle,
  type ProjectPageTimes,
} from './projects-repository';
export { renderStoredProjects } from './render-stored-projects';
