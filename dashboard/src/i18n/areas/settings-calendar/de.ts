import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_CALENDAR_EN } from './en.ts';

const DE: AreaMessages<typeof SETTINGS_CALENDAR_EN> = {
  'settingsCalendar.title': 'Kalender',
  'settingsCalendar.intro': 'Die Zeitzone deiner Werkstatt und ein privater Kalender deiner Termine für Google Kalender, Outlook oder Apple Kalender.',
  'settingsCalendar.ownerOnly': 'Nur der Inhaber der Werkstatt kann die Kalendereinstellungen ändern.',
  'settingsCalendar.loading': 'Kalendereinstellungen werden geladen…',
  'settingsCalendar.loadFailed': 'Die Kalendereinstellungen konnten nicht geladen werden.',
  'settingsCalendar.zoneTitle': 'Zeitzone',
  'settingsCalendar.zoneLabel': 'Zeitzone der Werkstatt',
  'settingsCalendar.zoneHint': 'Termintage und Annahmezeiten gelten in der Ortszeit deiner Werkstatt hier. Kalenderdateien und der Feed nutzen sie, damit Zeiten auch bei der Zeitumstellung stimmen.',
  'settingsCalendar.saveZone': 'Zeitzone speichern',
  'settingsCalendar.saveFailed': 'Die Kalendereinstellungen konnten nicht gespeichert werden.',
  'settingsCalendar.saved': 'Kalendereinstellungen gespeichert.',
  'settingsCalendar.rotated': 'Neuer Kalenderlink erstellt. Der alte Link funktioniert nicht mehr: Abonniere den neuen.',
  'settingsCalendar.feedTitle': 'Kalender-Feed',
  'settingsCalendar.feedIntro': 'Abonniere diese private Adresse in deiner Kalender-App („Per URL“ in Google Kalender, „Kalender abonnieren“ in Outlook und Apple Kalender): Deine Termine erscheinen dort und bleiben aktuell. Wer die Adresse hat, kann ihn lesen.',
  'settingsCalendar.noFeed': 'Noch kein Kalender-Feed.',
  'settingsCalendar.makeFeed': 'Kalenderlink erstellen',
  'settingsCalendar.feedLabel': 'Private Kalenderadresse',
  'settingsCalendar.copy': 'Kopieren',
  'settingsCalendar.copied': 'In die Zwischenablage kopiert.',
  'settingsCalendar.selected': 'Markiert: Drücke Strg+C (⌘C) zum Kopieren.',
  'settingsCalendar.rotate': 'Neuen Link erstellen',
  'settingsCalendar.rotateTitle': 'Neuen Kalenderlink erstellen?',
  'settingsCalendar.rotateBody': 'Der aktuelle Link funktioniert sofort nicht mehr: Kalender, die ihn abonniert haben, werden nicht mehr aktualisiert, und du abonnierst den neuen.',
  'settingsCalendar.keep': 'Link behalten',
  'settingsCalendar.working': 'Einen Moment…',
  'settingsCalendar.names': 'Kundennamen im Feed zeigen',
  'settingsCalendar.namesHint': 'Aus: Termine zeigen nur das Fahrzeug. An: „Dana Reyes: 2024 Toyota Camry“. E-Mail-Adressen und Telefonnummern stehen nie im Feed.',
};
export default DE;
