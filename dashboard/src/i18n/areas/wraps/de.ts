import type { AreaMessages } from '../../area.ts';
import type { WRAPS_EN } from './en.ts';

const DE: AreaMessages<typeof WRAPS_EN> = {
  'wraps.title': 'Meine Folierungen',
  'wraps.generate': 'Jetzt erstellen',
  'wraps.tabSaved': 'Gespeichert',
  'wraps.tabLeadSent': 'Als Anfrage',
  'wraps.tabDrafts': 'Entwürfe',
  'wraps.tabAll': 'Alle',
  'wraps.statusDraft': 'Entwurf',
  'wraps.emptySaved': 'Speichere eine Vorschau aus deinen Entwürfen, um sie hier zu behalten.',
  'wraps.emptyLeadSent': 'Vorschauen, die Kunden dir mit einer Angebotsanfrage geschickt haben, erscheinen hier.',
  'wraps.emptyDrafts': 'Jede Vorschau aus dem Studio landet hier zuerst als Entwurf.',
  'wraps.emptyAll': 'Vorschauen, die du im Studio erstellst, erscheinen hier.',
  'wraps.emptyTitle': 'Hier sind noch keine Folierungen',
  'wraps.openStudio': 'Studio öffnen',
  'wraps.loadFailed': 'Deine Folierungen konnten nicht geladen werden.',
  'wraps.loading': 'Deine Folierungen werden geladen…',
  'wraps.loadMoreFailed': 'Weitere Folierungen konnten nicht geladen werden.',
  'wraps.saved': 'In „Meine Folierungen“ gespeichert.',
  'wraps.saveFailed': 'Die Folierung konnte nicht gespeichert werden.',
  'wraps.deleted': 'Folierung gelöscht.',
  'wraps.deleteFailed': 'Die Folierung konnte nicht gelöscht werden.',
  'wraps.showing': '{shown} von {total}',
  'wraps.loadMore': 'Mehr laden',
  'wraps.deleteTitle': 'Diese Folierung löschen?',
  'wraps.deleteBody': 'Die Vorschau von {vehicle} in {film} wird für alle in deinem Betrieb gelöscht. Das lässt sich nicht rückgängig machen.',
  'wraps.customerPhoto': 'Kundenfoto',
  'wraps.imageAlt': '{vehicle}, foliert in {film}',
};
export default DE;
