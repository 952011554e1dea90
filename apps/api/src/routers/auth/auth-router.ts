import { router } from '../../trpc/procedures';
import { changePassword } from './change-password';
import { endOtherSessions } from './end-other-sessions';
import { endSession } from './end-session';
import { getCurrentUser } from './get-current-user';
import { getSessionUser } from './get-session-user';
import { listSessions } from './list-sessions';

export const authRouter = router({ getCurrentUser, getSessionUser, changePassword, listSessions, endSession, endOtherSessions });
