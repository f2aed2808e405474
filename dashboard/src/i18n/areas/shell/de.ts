import type { AreaMessages } from '../../area.ts';
import type { SHELL_EN } from './en.ts';

const DE: AreaMessages<typeof SHELL_EN> = {
  'shell.loadingPage': 'Seite wird geladen…',
  'shell.loadFailedTitle': 'Diese Seite konnte nicht laden',
  'shell.loadFailedText': 'Prüfe deine Internetverbindung und lade die Seite neu.',
  'shell.offlineTitle': 'Keine Internetverbindung',
  'shell.offlineText': 'Diese Seite war bei diesem Besuch noch nicht offen und braucht die Verbindung. Sie öffnet sich von selbst, sobald du wieder online bist.',
  'shell.reload': 'Neu laden',
  'shell.dismiss': 'Hinweis schließen',
};
export default DE;
