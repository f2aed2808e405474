import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_EMAILS_EN } from './en.ts';

const DE: AreaMessages<typeof SETTINGS_EMAILS_EN> = {
  'settingsEmails.title': 'E-Mails',
  'settingsEmails.intro': 'Jede E-Mail, die Wrapsmith für deinen Shop gesendet hat: Team-Einladungen, Hinweise auf neue Anfragen und Konto-E-Mails. Anmeldecodes und Passwort-Links sieht nur, wer sie bekommen hat.',
  'settingsEmails.loading': 'E-Mails werden geladen…',
  'settingsEmails.loadFailed': 'Deine E-Mails konnten nicht geladen werden.',
  'settingsEmails.listTitle': 'Gesendete E-Mails',
  'settingsEmails.empty': 'Noch keine E-Mails. Einladungen und Hinweise auf neue Anfragen erscheinen hier.',
  'settingsEmails.to': 'An {to}',
  'settingsEmails.attachments': 'Anhänge',
  'settingsEmails.download': '{file} herunterladen',
  'settingsEmails.status.stored': 'Im Postausgang',
  'settingsEmails.status.sending': 'Wird gesendet',
  'settingsEmails.status.sent': 'Gesendet',
  'settingsEmails.status.failed': 'Fehlgeschlagen',
  'settingsEmails.nounOne': 'E-Mail',
  'settingsEmails.nounMany': 'E-Mails',
};
export default DE;
