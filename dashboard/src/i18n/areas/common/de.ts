import type { AreaMessages } from '../../area.ts';
import type { COMMON_EN } from './en.ts';

const DE: AreaMessages<typeof COMMON_EN> = {
  'common.save': 'Speichern',
  'common.saving': 'Wird gespeichert…',
  'common.saved': 'Gespeichert',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.delete': 'Löschen',
  'common.edit': 'Bearbeiten',
  'common.retry': 'Erneut versuchen',
  'common.loading': 'Wird geladen…',
  'common.search': 'Suchen',
  'common.back': 'Zurück',
  'common.next': 'Weiter',
  'common.previous': 'Zurück',
  'common.yes': 'Ja',
  'common.no': 'Nein',
  'common.optional': 'optional',
  'common.loadFailed': 'Konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  'common.saveFailed': 'Konnte nicht gespeichert werden. Versuche es erneut.',
  'common.offline': 'Keine Internetverbindung. Es wurde nichts geändert.',
};
export default DE;
