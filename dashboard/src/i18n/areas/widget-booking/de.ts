import type { AreaMessages } from '../../area.ts';
import type { WIDGET_BOOKING_EN } from './en.ts';

const DE: AreaMessages<typeof WIDGET_BOOKING_EN> = {
  'widget-booking.title': 'Buchen mit Anzahlung',
  'widget-booking.intro': 'Was der „Buchen“-Button nach einer Vorschau in deinem Widget tut.',
  'widget-booking.loading': 'Buchungseinstellung wird geladen…',
  'widget-booking.loadFailed': 'Die Buchungseinstellung konnte nicht geladen werden.',
  'widget-booking.mode': 'Wenn jemand bucht',
  'widget-booking.quoteFirst': 'Erst Angebot: Ich prüfe das Angebot aus der Preisliste und sende es',
  'widget-booking.depositNow': 'Sofort anzahlen: Die Person wählt einen Tag und zahlt die Anzahlung',
  'widget-booking.depositNeeds': 'Für „Sofort anzahlen“ müssen Anzahlungen mit verbundenem Konto unter Einstellungen → Zahlungen aktiv sein.',
  'widget-booking.saved': 'Buchungseinstellungen gespeichert',
  'widget-booking.failed': 'Die Buchungseinstellung konnte nicht gespeichert werden. Versuch es bitte erneut.',
  'widget-booking.draftedTitle': 'Angebot aus deiner Preisliste erstellt',
  'widget-booking.status.drafted': 'Wartet auf dich: prüfen und an die Kundschaft senden.',
  'widget-booking.status.sent': 'Als Angebot an die Kundschaft gesendet.',
  'widget-booking.status.deposit_requested': 'Über das Widget mit Anzahlung gebucht: Der Tag ist angefragt und wird mit der Zahlung bestätigt (siehe Auftrag).',
  'widget-booking.dayRequested': 'Gewünschter Tag: {day}',
  'widget-booking.noPrice': 'Deine Preisliste hat für dieses Fahrzeug und diese Folie gerade keinen Preis: Sende stattdessen ein Angebot über das Formular.',
  'widget-booking.send': 'Angebot senden',
  'widget-booking.sending': 'Wird gesendet…',
  'widget-booking.quoteSent': 'Angebot gesendet: Die Kundschaft hat den Link per E-Mail.',
  'widget-booking.notDrafted': 'Das Angebot zu dieser Anfrage wurde bereits gesendet.',
  'widget-booking.openWorkOrder': 'Auftrag öffnen',
};
export default DE;
