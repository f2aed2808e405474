import type { AreaMessages } from '../../area.ts';
import type { ERROR_EN } from './en.ts';

const DE: AreaMessages<typeof ERROR_EN> = {
  'error.notFound.title': 'Seite nicht gefunden',
  'error.notFound.text': 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
  'error.home': 'Zur Startseite',
  'error.failed.title': 'Etwas ist schiefgelaufen',
  'error.failed.text': 'Diese Seite konnte nicht geladen werden. Meist hilft es, zur Startseite zu gehen.',
};
export default DE;
