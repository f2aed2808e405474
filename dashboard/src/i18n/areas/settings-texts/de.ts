import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_TEXTS_EN } from './en.ts';

const DE: AreaMessages<typeof SETTINGS_TEXTS_EN> = {
  'settingsTexts.title': 'SMS',
  'settingsTexts.intro': 'Jede SMS, die dein Shop gesendet und empfangen hat: Antworten von der Kundenseite und die SMS, die Wrapsmith für dich sendet.',
  'settingsTexts.sending': 'Versand',
  'settingsTexts.loadingSettings': 'SMS-Einstellungen werden geladen…',
  'settingsTexts.settingsFailed': 'Die SMS-Einstellungen konnten nicht geladen werden.',
  'settingsTexts.twilioOwn': 'SMS gehen über Twilio von der Nummer deines Shops {number}; Antworten darauf landen auf der Kundenseite.',
  'settingsTexts.twilioShared': 'SMS gehen über Twilio von den gemeinsamen Nummern von Wrapsmith; Antworten landen auf der Kundenseite.',
  'settingsTexts.readOnly': 'Nur der Inhaber kann das Land ändern.',
  'settingsTexts.country': 'Land für Telefonnummern',
  'settingsTexts.countryHint': 'Nummern ohne Ländervorwahl (+…) gelten als Nummern aus diesem Land.',
  'settingsTexts.saveCountry': 'Land speichern',
  'settingsTexts.saved': 'Land gespeichert',
  'settingsTexts.saveFailed': 'Das Land konnte nicht gespeichert werden. Versuche es erneut.',
  'settingsTexts.logTitle': 'Alle SMS',
  'settingsTexts.loadingLog': 'SMS werden geladen…',
  'settingsTexts.logFailed': 'Deine SMS konnten nicht geladen werden.',
  'settingsTexts.empty': 'Noch keine SMS. Deine Antworten auf einer Kundenseite und die Rückmeldungen erscheinen hier.',
  'settingsTexts.from': 'Von {phone}',
  'settingsTexts.to': 'An {phone}',
  'settingsTexts.nounOne': 'SMS',
  'settingsTexts.nounMany': 'SMS',
};
export default DE;
