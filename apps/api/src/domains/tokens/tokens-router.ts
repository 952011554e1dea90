import { router } from '../../trpc/procedures';
import { createToken } from './create-token';
import { listTokens } from './list-tokens';
import { revokeToken } from './revoke-token';

export const tokensRouter = router({ listTokens, createToken, revokeToken });
