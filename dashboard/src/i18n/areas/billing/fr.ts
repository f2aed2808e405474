import type { AreaMessages } from '../../area.ts';
import type { BILLING_EN } from './en.ts';

const FR: AreaMessages<typeof BILLING_EN> = {
  'billing.perMonth': '{price} / mois',
  'billing.perYear': '{price} / an',
  'billing.name.crm': 'Outil de gestion de l’atelier',
  'billing.name.credits': '{count} crédits',
  'billing.processing': 'Traitement…',
  'billing.generic': 'Un problème est survenu. Veuillez réessayer.',
  'billing.checkout.title': 'Paiement',
  'billing.checkout.testMode': 'Paiement de test : aucune carte n’est débitée',
  'billing.checkout.testModeDetail': 'Les paiements par carte ne sont pas encore activés sur ce Wrapsmith : aucune carte n’est débitée. Payer ici finalise l’achat exactement comme un paiement par carte.',
  'billing.checkout.loading': 'Chargement du paiement…',
  'billing.checkout.loadFailed': 'Impossible de charger ce paiement.',
  'billing.checkout.pay': 'Payer {price}',
  'billing.checkout.paid': 'Ce paiement a déjà été effectué.',
  'billing.checkout.expired': 'Ce paiement a expiré. Recommencez depuis Facturation et abonnement.',
  'billing.checkout.toDashboard': 'Aller au tableau de bord',
  'billing.checkout.toPlans': 'Retour aux forfaits',
};
export default FR;
