import type {
  Category,
  FileRecord,
  FileVisibility,
  Post,
  PostInput,
  Profile,
  Project,
  ProjectInput,
} from '@folio/contracts';
import { expect, type APIRequestContext } from '@playwright/test';

/** Seeding through the REST surface (docs/spec.md §7), the way a script of the owner would. */
export async function seedProfile(
  api: APIRequestContext,
  profile: Partial<Profile> & Pick<Profile, 'name' | 'title' | 'bio'>,
): Promise<void> {
  const response = await api.put('/api/profile', { data: profile });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function seedProject(api: APIRequestContext, project: ProjectInput): Promise<Project> {
  const response = await api.post('/api/projects', { data: project });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Project;
}

export async function seedPost(api: APIRequestContext, post: PostInput): Promise<Post> {
  const response = await api.post('/api/posts', { data: post });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Post;
}

type SeedFile = {
  name: string;
  mimeType: string;
  category: Category;
  bytes: Buffer;
  visibility?: FileVisibility;
  purpose?: 'file' | 'picture';
};

/** The full upload flow of docs/architecture.md §4: start, PUT the bytes, register. */
export async function seedFile(api: APIRequestContext, file: SeedFile): Promise<FileRecord> {
  const start = await api.post('/api/objects/upload', { headers: { 'content-type': 'application/json' } });
  expect(start.ok(), await start.text()).toBe(true);
  const { uploadURL, objectKey } = (await start.json()) as { uploadURL: string; objectKey: string };
  const put = await api.put(uploadURL, { data: file.bytes, headers: { 'content-type': file.mimeType } });
  expect(put.ok(), await put.text()).toBe(true);
  const registered = await api.post('/api/files', {
    data: {
      name: file.name,
      originalName: file.name,
      size: file.bytes.length,
      mimeType: file.mimeType,
      category: file.category,
      objectPath: objectKey,
      visibility: file.visibility,
      purpose: file.purpose,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return (await registered.json()) as FileRecord;
}
