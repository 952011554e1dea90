import { contactInputSchema } from '@folio/contracts';
import { schemaResolver } from '@mantine/form';

/** The contracts schema as the form's rules: the same rules and messages as the server (docs/spec.md §5 "Contact form"). */
export const validateContactMessage = schemaResolver(contactInputSchema, { sync: true });
