// The offline payment page's words in de (issue 28 item 1, decision 100): loaded only for a customer who reads them.
import type { PayCatalogue } from './pay.ts';

export const PAY: PayCatalogue = {
  testMode: 'Testzahlung – es wird keine Karte belastet',
  retry: 'Erneut versuchen',
  paying: 'Zahlung läuft…',
  pay: '{amount} zahlen',
  payFailed: 'Die Zahlung konnte gerade nicht erfasst werden. Gehen Sie zurück und zahlen Sie erneut.',
  'deposit.title': 'Anzahlung zahlen',
  'deposit.testModeDetail': 'In diesem Wrapsmith sind keine Stripe-Schlüssel hinterlegt, daher wird die Anzahlung ohne Karte als bezahlt erfasst.',
  'deposit.loading': 'Ihre Anzahlung wird geladen…',
  'deposit.loadFailed': 'Diese Anzahlung konnte nicht geladen werden.',
  'deposit.item': 'Anzahlung – {shop}',
  'deposit.back': 'Zurück zum Angebot',
  'deposit.closed.paid': 'Anzahlung bezahlt: Hier ist nichts zu zahlen.',
  'deposit.closed.refunded': 'Anzahlung erstattet: Hier ist nichts zu zahlen.',
  'deposit.closed.cancelled': 'Anzahlung storniert: Hier ist nichts zu zahlen.',
  'deposit.closed.expired': 'Anzahlung verfallen: Hier ist nichts zu zahlen.',
  'invoice.title': 'Rechnung bezahlen',
  'invoice.testModeDetail': 'In diesem Wrapsmith sind keine Stripe-Schlüssel hinterlegt, daher wird der offene Betrag ohne Karte als bezahlt erfasst.',
  'invoice.loading': 'Ihre Zahlung wird geladen…',
  'invoice.loadFailed': 'Diese Zahlung konnte nicht geladen werden.',
  'invoice.item': 'Rechnung {number} – {shop}',
  'invoice.back': 'Zurück zur Rechnung',
  'invoice.closed.paid': 'Bezahlt: Hier ist nichts zu zahlen.',
  'invoice.closed.expired': 'Diese Zahlungsseite ist abgelaufen: Gehen Sie zurück zur Rechnung und zahlen Sie dort erneut.',
};
