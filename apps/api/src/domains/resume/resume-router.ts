import { router } from '../../trpc/procedures';
import { getResumeLink } from './get-resume-link';
import { getResumeSettings } from './get-resume-settings';
import { updateResumeSettings } from './update-resume-settings';

export const resumeRouter = router({ getResumeSettings, updateResumeSettings, getResumeLink });
