import type { AreaMessages } from '../../area.ts';
import type { WIDGET_BOOKING_EN } from './en.ts';

const FR: AreaMessages<typeof WIDGET_BOOKING_EN> = {
  'widget-booking.title': 'Réserver avec acompte',
  'widget-booking.intro': 'Ce que fait le bouton « Réserver » après un aperçu dans votre widget.',
  'widget-booking.loading': 'Chargement du réglage de réservation…',
  'widget-booking.loadFailed': 'Impossible de charger le réglage de réservation.',
  'widget-booking.mode': 'Quand un visiteur réserve',
  'widget-booking.quoteFirst': 'Devis d’abord : je vérifie le devis de la grille tarifaire et je l’envoie',
  'widget-booking.depositNow': 'Acompte tout de suite : le visiteur choisit un jour et paie l’acompte',
  'widget-booking.depositNeeds': '« Acompte tout de suite » nécessite d’activer les acomptes, avec un compte connecté, dans Réglages → Paiements.',
  'widget-booking.saved': 'Réglages de réservation enregistrés',
  'widget-booking.failed': 'Impossible d’enregistrer le réglage de réservation. Veuillez réessayer.',
  'widget-booking.draftedTitle': 'Devis préparé à partir de votre grille tarifaire',
  'widget-booking.status.drafted': 'En attente : vérifiez-le et envoyez-le au client.',
  'widget-booking.status.sent': 'Envoyé au client sous forme de devis.',
  'widget-booking.status.deposit_requested': 'Réservé depuis le widget avec acompte : le jour est demandé et confirmé une fois l’acompte payé (voir l’ordre de travail).',
  'widget-booking.dayRequested': 'Jour demandé : {day}',
  'widget-booking.noPrice': 'Votre grille tarifaire n’a pas de prix pour ce véhicule et ce film pour l’instant : envoyez plutôt un devis depuis le formulaire.',
  'widget-booking.send': 'Envoyer ce devis',
  'widget-booking.sending': 'Envoi…',
  'widget-booking.quoteSent': 'Devis envoyé : le client a reçu son lien par e-mail.',
  'widget-booking.notDrafted': 'Le devis de cette demande a déjà été envoyé.',
  'widget-booking.openWorkOrder': 'Ouvrir l’ordre de travail',
};
export default FR;
