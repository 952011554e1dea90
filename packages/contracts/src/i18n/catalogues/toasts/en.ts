/** The toasts visitors see (docs/spec.md §8, packages/contracts/src/messages.ts), letter for letter in English. */
export default {
  'contactSent.title': 'Message sent!',
  'contactSent.description': "Thank you for your message. I'll get back to you soon.",
  'contactFailed.title': 'Error',
  'contactFailed.description': 'Failed to send message. Please try again.',
  'authRequired.title': 'Authentication Required',
  'authRequiredAdmin.description': 'Please sign in to access the admin panel.',
  'authRequiredCredentials.description': 'Please sign in to view credentials.',
} as const;
