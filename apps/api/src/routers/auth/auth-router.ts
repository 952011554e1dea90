import { router } from '../../trpc/procedures';
import { getCurrentUser } from './get-current-user';
import { getSessionUser } from './get-session-user';

export const authRouter = router({ getCurrentUser, getSessionUser });
