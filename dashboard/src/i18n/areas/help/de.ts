import type { AreaMessages } from '../../area.ts';
import type { HELP_EN } from './en.ts';

const DE: AreaMessages<typeof HELP_EN> = {
  'help.title': 'Support & Hilfe',
  'help.intro': 'Frag uns alles oder finde unten eine schnelle Antwort.',
  'help.ticketTitle': 'Support-Ticket senden',
  'help.subject': 'Betreff',
  'help.message': 'Nachricht',
  'help.submit': 'Ticket senden',
  'help.sending': 'Wird gesendet…',
  'help.sent': 'Ticket erhalten. Wir antworten dir per E-Mail.',
  'help.failed': 'Etwas ist schiefgelaufen. Versuch es noch einmal.',
  'help.subjectRequired': 'Gib einen Betreff ein.',
  'help.subjectTooLong': 'Der Betreff ist zu lang.',
  'help.subjectAngles': 'Der Betreff darf kein < oder > enthalten.',
  'help.messageRequired': 'Gib eine Nachricht ein.',
  'help.messageTooLong': 'Die Nachricht ist zu lang.',
  'help.faqTitle': 'Häufige Fragen',
  'help.faq.firstPreview.q': 'Wie erstelle ich meine erste Vorschau?',
  'help.faq.firstPreview.a': 'Öffne das Studio, wähle Baujahr, Marke und Modell, dann Hersteller, Oberfläche und Farbe. Jede Vorschau kostet 1 Credit vom Guthaben deiner Werkstatt.',
  'help.faq.credits.q': 'Wo sehe ich meine restlichen Credits?',
  'help.faq.credits.a': 'Dein Guthaben steht in der Übersicht auf der Karte „Verfügbare Credits“ und auf dem Handy oben in der Leiste. Es aktualisiert sich nach jeder Vorschau.',
  'help.faq.team.q': 'Wie füge ich ein Teammitglied hinzu?',
  'help.faq.team.a': 'Öffne in der Übersicht, in deinem Profil oder unter Einstellungen → Team die Teammitglieder und wähle „Einladen“. Die Person bekommt eine E-Mail mit einem Link, um deiner Werkstatt beizutreten.',
  'help.faq.reset.q': 'Ein Teammitglied hat sein Passwort vergessen. Was nun?',
  'help.faq.reset.a': 'Wähle bei den Teammitgliedern neben dem Namen „Passwort zurücksetzen“. Die Person bekommt eine E-Mail mit einem Link, der 5 Minuten gültig ist.',
  'help.faq.account.q': 'Wie ändere ich meine E-Mail oder mein Passwort?',
  'help.faq.account.a': 'Geh zu den Einstellungen, ändere die Felder und wähle „Profil speichern“. Du wirst abgemeldet und kannst dich mit den neuen Daten wieder anmelden.',
  'help.faq.plan.q': 'Wie kündige oder wechsle ich meinen Tarif?',
  'help.faq.plan.a': 'Tarife laufen monatlich. Wechsle oder kündige jederzeit unter „Abo“; die Abrechnung verwaltet der Inhaber der Werkstatt.',
};
export default DE;
