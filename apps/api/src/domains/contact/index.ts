/** The contact form and the owner's inbox. */
export { contactRouter } from './contact-router';
