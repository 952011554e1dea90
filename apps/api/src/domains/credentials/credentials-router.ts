import { router } from '../../trpc/procedures';
import { exportJsonResume } from './export-json-resume';
import { getCredentials } from './get-credentials';
import { getResume } from './get-resume';
import { getVisibleCredentials } from './get-visible-credentials';
import { importJsonResume } from './import-json-resume';
import { updateCredentials } from './update-credentials';

export const credentialsRouter = router({
  getCredentials,
  getVisibleCredentials,
  updateCredentials,
  getResume,
  exportJsonResume,
  importJsonResume,
});
