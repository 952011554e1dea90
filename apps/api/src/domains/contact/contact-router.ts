import { router } from '../../trpc/procedures';
import { deleteContactMessage } from './delete-contact-message';
import { getContactChallenge } from './get-contact-challenge';
import { listContactMessages } from './list-contact-messages';
import { markContactMessageRead } from './mark-contact-message-read';
import { sendContactMessage } from './send-contact-message';

export const contactRouter = router({
  listContactMessages,
  sendContactMessage,
  markContactMessageRead,
  deleteContactMessage,
  getContactChallenge,
});
