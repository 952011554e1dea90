import { router } from '../../trpc/procedures';
import { getCurrentUser } from './get-current-user';

export const authRouter = router({ getCurrentUser });
