import { router } from '../../trpc/procedures';
import { listContactMessages } from './list-contact-messages';
import { sendContactMessage } from './send-contact-message';

export const contactRouter = router({ listContactMessages, sendContactMessage });
