import type { Project } from '@folio/contracts';
import { useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { EditDialog } from '../../components/edit-dialog';
import {
  ProjectFields,
  toProjectFormValues,
  toProjectInput,
  validateProject,
  type ProjectFormValues,
} from './project-fields';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** 'Edit Project': the create form's fields, filled from the project, and its page's text, gallery and address. */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const form = useForm<ProjectFormValues>({ initialValues: toProjectFormValues(project), validate: validateProject });
  useUnsavedChangesGuard(form);

  const updateProject = useAppMutation(trpc.projects.updateProject.mutationOptions(), {
    toasts: { success: toastTexts(t, 'projects.updated'), failure: toastTexts(t, 'projects.updateFailed') },
    refresh: [trpc.projects.listProjects.queryKey(), trpc.projects.getProject.pathKey()],
    onSuccess: onClose,
  });

  return (
    <EditDialog
      opened
      title={t('projects.editTitle')}
      pending={updateProject.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => updateProject.mutate({ ...toProjectInput(values), id: project.id }))}
    >
      <ProjectFields form={form} withPage />
    </EditDialog>
  );
}
