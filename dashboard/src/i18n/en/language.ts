// Settings → Profile's language card in English (issue 28 item 1, decision 099), with the profile page only.
export const LANGUAGE_EN = {
  'language.title': 'Language',
  'language.label': 'Language of the dashboard',
  'language.browser': 'As my browser ({language})',
  'language.hint': 'The sign-up, log-in and Studio screens and the menus speak it; other screens are in English for now.',
  'language.save': 'Save language',
  'language.saving': 'Saving…',
  'language.saved': 'Language saved.',
  'language.failed': 'The language could not be saved.',
} as const;
