import type { AreaMessages } from '../../area.ts';
import type { NOTIFICATIONS_EN } from './en.ts';

const DE: AreaMessages<typeof NOTIFICATIONS_EN> = {
  'notifications.title': 'Benachrichtigungen',
  'notifications.intro': 'Neue Anfragen, Buchungen und Konto-Neuigkeiten für deinen Betrieb.',
  'notifications.loading': 'Benachrichtigungen werden geladen…',
  'notifications.failed': 'Benachrichtigungen konnten nicht geladen werden.',
  'notifications.emptyTitle': 'Noch keine Benachrichtigungen',
  'notifications.emptyBody': 'Wenn ein Kunde ein Design schickt oder einen Termin bucht, siehst du es hier.',
  'notifications.all': 'Alle Benachrichtigungen',
  'notifications.unread': 'Ungelesen:',
  'notifications.one': 'Benachrichtigung',
  'notifications.many': 'Benachrichtigungen',
  'notifications.open': 'Öffnen',
  'notifications.notFoundTitle': 'Benachrichtigung nicht gefunden',
  'notifications.notFoundBody': 'Sie wurde vielleicht entfernt. Wähle eine andere aus der Liste.',
  'notifications.loadingOne': 'Benachrichtigung wird geladen…',
  'notifications.selectTitle': 'Wähle eine Benachrichtigung',
  'notifications.selectBody': 'Wähle eine aus der Liste, um sie zu lesen.',
};
export default DE;
