/** The posts' Atom feed (`/feed.xml`): its title beside the owner's name, and the name before there is a profile. */
export default {
  title: '{name} — Writing',
  'fallback.name': 'Portfolio',
} as const;
