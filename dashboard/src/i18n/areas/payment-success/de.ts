import type { AreaMessages } from '../../area.ts';
import type { PAYMENT_SUCCESS_EN } from './en.ts';

const DE: AreaMessages<typeof PAYMENT_SUCCESS_EN> = {
  'paid.title': 'Danke',
  'paid.failedTitle': 'Wir konnten deine Zahlung nicht bestätigen',
  'paid.failed': 'Etwas ist schiefgelaufen. Versuche es bitte erneut.',
  'paid.missingSession': 'Diese Seite braucht die Checkout-Sitzung, von der du kommst. Öffne dein Dashboard, um Tarif und Credits zu sehen.',
  'paid.retry': 'Erneut versuchen',
  'paid.toDashboard': 'Zum Dashboard',
  'paid.updating': 'Dein Abo-Status wird aktualisiert…',
};
export default DE;
