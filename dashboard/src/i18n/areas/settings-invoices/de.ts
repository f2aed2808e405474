import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_INVOICES_EN } from './en.ts';

const DE: AreaMessages<typeof SETTINGS_INVOICES_EN> = {
  'settingsInvoices.title': 'Rechnungen',
  'settingsInvoices.intro': 'Wie deine Rechnungen nummeriert werden und was darauf steht. Ausgestellte Rechnungen behalten ihre Nummer und ihren Text.',
  'settingsInvoices.loading': 'Rechnungseinstellungen werden geladen…',
  'settingsInvoices.loadFailed': 'Die Rechnungseinstellungen konnten nicht geladen werden.',
  'settingsInvoices.prefix': 'Nummernpräfix',
  'settingsInvoices.prefixHint': 'Bis zu {max} Buchstaben, Ziffern oder - _ / . # vor der Nummer.',
  'settingsInvoices.next': 'Deine nächste Rechnung bekommt die Nummer {number}.',
  'settingsInvoices.dueDays': 'Zahlungsziel (Tage)',
  'settingsInvoices.dueDaysHint': 'Tage vom Rechnungsdatum bis zur Fälligkeit, 0 bis {max} (0: sofort fällig).',
  'settingsInvoices.locale': 'Sprache und Region',
  'settingsInvoices.localeHint': 'Wie Datum und Beträge auf Rechnungen geschrieben werden, z. B. de-DE, de-AT, en-GB oder fr-CA.',
  'settingsInvoices.footer': 'Fußzeile',
  'settingsInvoices.footerHint': 'Steht unten auf jeder Rechnung, bis zu {max} Zeichen: Bankverbindung für Überweisungen, Dank, Pflichtangaben.',
  'settingsInvoices.save': 'Rechnungseinstellungen speichern',
  'settingsInvoices.saved': 'Rechnungseinstellungen gespeichert',
  'settingsInvoices.failed': 'Die Rechnungseinstellungen konnten nicht gespeichert werden. Versuche es erneut.',
  'settingsInvoices.readOnly': 'Deine Rolle kann diese Einstellungen lesen, aber nicht ändern.',
};
export default DE;
