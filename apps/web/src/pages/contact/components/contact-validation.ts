import { contactInputSchema } from '@folio/contracts';
import { formResolver } from '../../../lib/form-validation';

export { formWordingReady } from '../../../lib/form-validation';

/**
 * The contracts schema as the form's rules: the same rules and messages as the server (docs/spec.md §5 "Contact
 * form"), said in the site's language as every form's are. It loads with the form's first focus, and with it the
 * `errors` catalogue, which a visitor's arrival does not fetch.
 */
export const validateContactMessage = formResolver(contactInputSchema);
