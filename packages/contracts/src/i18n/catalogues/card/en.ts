/** The social card (`/og.png`): what it shows before the owner fills in a profile (SPEC's Home fallbacks). */
export default {
  'fallback.name': 'Your Name',
  'fallback.title': 'Professional & Creative',
} as const;
