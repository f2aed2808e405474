// The offline payment page's words in fr (issue 28 item 1, decision 100): loaded only for a customer who reads them.
import type { PayCatalogue } from './pay.ts';

export const PAY: PayCatalogue = {
  testMode: 'Paiement de test : aucune carte n’est débitée',
  retry: 'Réessayer',
  paying: 'Paiement…',
  pay: 'Payer {amount}',
  payFailed: 'Impossible d’enregistrer ce paiement pour le moment. Revenez en arrière et appuyez de nouveau sur Payer.',
  'deposit.title': 'Payez votre acompte',
  'deposit.testModeDetail': 'Ce Wrapsmith n’a pas de clés Stripe : l’acompte est enregistré comme payé sans carte.',
  'deposit.loading': 'Chargement de votre acompte…',
  'deposit.loadFailed': 'Impossible de charger le paiement de cet acompte.',
  'deposit.item': 'Acompte — {shop}',
  'deposit.back': 'Retour à votre devis',
  'deposit.closed.paid': 'Acompte payé : il n’y a rien à payer ici.',
  'deposit.closed.refunded': 'Acompte remboursé : il n’y a rien à payer ici.',
  'deposit.closed.cancelled': 'Acompte annulé : il n’y a rien à payer ici.',
  'deposit.closed.expired': 'Acompte expiré : il n’y a rien à payer ici.',
  'invoice.title': 'Payez votre facture',
  'invoice.testModeDetail': 'Ce Wrapsmith n’a pas de clés Stripe : le solde est enregistré comme payé sans carte.',
  'invoice.loading': 'Chargement de votre paiement…',
  'invoice.loadFailed': 'Impossible de charger ce paiement.',
  'invoice.item': 'Facture {number} — {shop}',
  'invoice.back': 'Retour à votre facture',
  'invoice.closed.paid': 'Payée : il n’y a rien à payer ici.',
  'invoice.closed.expired': 'Cette page de paiement a expiré : revenez à votre facture et appuyez de nouveau sur Payer.',
};
