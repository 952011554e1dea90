/** The contact form and the owner's inbox, and where the owner's notification mails go. */
export { contactRouter } from './contact-router';
export { notificationRecipient } from './message-notification';
