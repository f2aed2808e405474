import type { AreaMessages } from '../../area.ts';
import type { PUBLIC_EN } from './en.ts';

const DE: AreaMessages<typeof PUBLIC_EN> = {
  'public.logo': 'Wrapsmith-Startseite',
  'public.skip': 'Zum Inhalt springen',
  'public.home': 'Start',
  'public.how': 'So funktioniert’s',
  'public.benefits': 'Vorteile',
  'public.faq': 'FAQ',
  'public.contact': 'Kontakt',
  'public.about': 'Über uns',
  'public.login': 'Anmelden',
  'public.signup': 'Registrieren',
  'public.openMenu': 'Menü öffnen',
  'public.closeMenu': 'Menü schließen',
  'public.primaryNav': 'Hauptmenü',
  'public.footerNav': 'Fußzeile',
  'public.rights': '© {year} Wrapsmith. Alle Rechte vorbehalten.',
  'public.language': 'Sprache',

  'public.contact.title': 'Schreib dem Wrapsmith-Team',
  'public.contact.intro':
    'Fragen zu Tarifen, zum Einbau des Konfigurators in deine Website oder zu deiner eigenen Folienmarke? Schick uns eine Nachricht, wir antworten dir per E-Mail.',
  'public.contact.name': 'Name',
  'public.contact.email': 'E-Mail',
  'public.contact.subject': 'Betreff',
  'public.contact.message': 'Nachricht',
  'public.contact.send': 'Nachricht senden',
  'public.contact.sending': 'Wird gesendet…',
  'public.contact.thanks': 'Danke für deine Nachricht!',
  'public.contact.failed': 'Etwas ist schiefgelaufen. Versuche es bitte erneut.',
};
export default DE;
