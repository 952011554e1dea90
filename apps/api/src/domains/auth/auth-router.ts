import { router } from '../../trpc/procedures';
import { addPasskey } from './add-passkey';
import { changePassword } from './change-password';
import { confirmTotp } from './confirm-totp';
import { disableTotp } from './disable-totp';
import { endOtherSessions } from './end-other-sessions';
import { endSession } from './end-session';
import { getCurrentUser } from './get-current-user';
import { getSessionUser } from './get-session-user';
import { getTotpStatus } from './get-totp-status';
import { listPasskeys } from './list-passkeys';
import { listSessions } from './list-sessions';
import { passkeyRegistrationOptions } from './passkey-registration-options';
import { removePasskey } from './remove-passkey';
import { renamePasskey } from './rename-passkey';
import { startTotpSetup } from './start-totp-setup';

export const authRouter = router({
  getCurrentUser,
  getSessionUser,
  changePassword,
  listSessions,
  endSession,
  endOtherSessions,
  getTotpStatus,
  startTotpSetup,
  confirmTotp,
  disableTotp,
  passkeyRegistrationOptions,
  addPasskey,
  listPasskeys,
  renamePasskey,
  removePasskey,
});
