import type { AreaMessages } from '../../area.ts';
import type { BILLING_EN } from './en.ts';

const DE: AreaMessages<typeof BILLING_EN> = {
  'billing.perMonth': '{price} / Monat',
  'billing.perYear': '{price} / Jahr',
  'billing.name.crm': 'Werkstatt-Verwaltung',
  'billing.name.credits': '{count} Credits',
  'billing.processing': 'Wird bearbeitet …',
  'billing.generic': 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  'billing.checkout.title': 'Bezahlung',
  'billing.checkout.testMode': 'Test-Bezahlung – keine Karte wird belastet',
  'billing.checkout.testModeDetail': 'Kartenzahlungen sind für dieses Wrapsmith noch nicht eingeschaltet, daher wird keine Karte belastet. Bezahlst du hier, wird der Kauf genau wie bei einer Kartenzahlung abgeschlossen.',
  'billing.checkout.loading': 'Bezahlung wird geladen …',
  'billing.checkout.loadFailed': 'Diese Bezahlung konnte nicht geladen werden.',
  'billing.checkout.pay': '{price} bezahlen',
  'billing.checkout.paid': 'Diese Bezahlung ist bereits erledigt.',
  'billing.checkout.expired': 'Diese Bezahlung ist abgelaufen. Starte erneut unter Abrechnung & Abo.',
  'billing.checkout.toDashboard': 'Zum Dashboard',
  'billing.checkout.toPlans': 'Zurück zu den Tarifen',
};
export default DE;
