import type { AreaMessages } from '../../area.ts';
import type { PAYMENT_SUCCESS_EN } from './en.ts';

const FR: AreaMessages<typeof PAYMENT_SUCCESS_EN> = {
  'paid.title': 'Merci',
  'paid.failedTitle': 'Nous n’avons pas pu confirmer votre paiement',
  'paid.failed': 'Une erreur s’est produite. Veuillez réessayer.',
  'paid.missingSession': 'Cette page a besoin de la session de paiement d’où vous venez. Ouvrez votre tableau de bord pour voir votre formule et vos crédits.',
  'paid.retry': 'Réessayer',
  'paid.toDashboard': 'Aller au tableau de bord',
  'paid.updating': 'Mise à jour de votre abonnement…',
};
export default FR;
