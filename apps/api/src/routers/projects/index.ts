/** Projects, and the shared public read of them. */
export { projectsRouter } from './projects-router';
export { readProjects } from './list-projects';
export { listProjects, upsertProjectsByTitle } from './projects-repository';
