import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../error-response';
import { servicesOf } from '../../plugins/services';
import { setUpTestApp } from '../../test/build-test-app';
import { procedureCaller } from '../../test/procedure-caller';

const t = setUpTestApp();

const engine = { title: 'Difference Engine', description: 'Polynomial tables.', category: 'business' as const };

/** Procedures called as functions (createCaller) on the app's real services: PostgreSQL, storage, config. */
describe('projects through createCaller', () => {
  it('creates, lists and deletes a project as the owner, as REST visitors then see it', async () => {
    const owner = procedureCaller(servicesOf(t.app), { userId: 'owner', via: 'session' });
    const created = await owner.projects.createProject(engine);
    expect(created).toMatchObject({ title: 'Difference Engine', category: 'business' });

    const visitor = procedureCaller(servicesOf(t.app), null);
    expect((await visitor.projects.listProjects()).map((p) => p.id)).toEqual([created.id]);
    expect((await t.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([created]);

    await owner.projects.deleteProject({ id: created.id });
    expect(await visitor.projects.listProjects()).toEqual([]);
  });

  it('refuses visitors and read-only tokens, and names the invalid field', async () => {
    const visitor = procedureCaller(servicesOf(t.app), null);
    await expect(visitor.projects.createProject(engine)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const readOnly = procedureCaller(servicesOf(t.app), { userId: 'owner', via: 'token', tokenId: 't', scope: 'read' });
    await expect(readOnly.projects.createProject(engine)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const owner = procedureCaller(servicesOf(t.app), { userId: 'owner', via: 'session' });
    const failure = await owner.projects.createProject({ ...engine, title: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCError);
    expect(errorResponse(failure)).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', issues: [{ path: 'title' }] },
    });
  });
});
