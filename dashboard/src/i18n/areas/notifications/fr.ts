import type { AreaMessages } from '../../area.ts';
import type { NOTIFICATIONS_EN } from './en.ts';

const FR: AreaMessages<typeof NOTIFICATIONS_EN> = {
  'notifications.title': 'Notifications',
  'notifications.intro': 'Nouvelles demandes, réservations et informations sur le compte de votre atelier.',
  'notifications.loading': 'Chargement des notifications…',
  'notifications.failed': 'Impossible de charger les notifications.',
  'notifications.emptyTitle': 'Aucune notification pour l’instant',
  'notifications.emptyBody': 'Quand un client envoie un design ou prend rendez-vous, vous le verrez ici.',
  'notifications.all': 'Toutes les notifications',
  'notifications.unread': 'Non lue :',
  'notifications.one': 'notification',
  'notifications.many': 'notifications',
  'notifications.open': 'Ouvrir',
  'notifications.notFoundTitle': 'Notification introuvable',
  'notifications.notFoundBody': 'Elle a peut-être été supprimée. Choisissez-en une autre dans la liste.',
  'notifications.loadingOne': 'Chargement de la notification…',
  'notifications.selectTitle': 'Choisissez une notification',
  'notifications.selectBody': 'Choisissez-en une dans la liste pour la lire.',
};
export default FR;
