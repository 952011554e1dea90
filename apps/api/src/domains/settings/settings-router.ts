import { router } from '../../trpc/procedures';
import { getMailStatus } from './get-mail-status';
import { getUserSettings } from './get-user-settings';
import { updateUserSettings } from './update-user-settings';

export const settingsRouter = router({ getUserSettings, updateUserSettings, getMailStatus });
