import { router } from '../../trpc/procedures';
import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';

export const profileRouter = router({ getProfile, updateProfile });
