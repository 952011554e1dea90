/** Texts several screens share: the language setting, dates and counts that are not one page's own. */
export default {
  'language.label': 'Language',
  'language.hint': 'The language of every text visitors and you see; your own texts stay as you wrote them',
  'error.unreachable': 'The server could not be reached. Please check your connection and try again.',
} as const;
