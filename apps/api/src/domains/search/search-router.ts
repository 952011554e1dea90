import { router } from '../../trpc/procedures';
import { search } from './search';

export const searchRouter = router({ search });
