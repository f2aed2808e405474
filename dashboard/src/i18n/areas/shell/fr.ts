import type { AreaMessages } from '../../area.ts';
import type { SHELL_EN } from './en.ts';

const FR: AreaMessages<typeof SHELL_EN> = {
  'shell.loadingPage': 'Chargement de la page…',
  'shell.loadFailedTitle': 'Cette page n’a pas pu se charger',
  'shell.loadFailedText': 'Vérifiez votre connexion internet, puis rechargez la page.',
  'shell.offlineTitle': 'Pas de connexion internet',
  'shell.offlineText': 'Cette page n’a pas encore été ouverte pendant cette visite : elle a besoin de la connexion. Elle s’ouvrira d’elle-même dès votre retour en ligne.',
  'shell.reload': 'Recharger',
  'shell.dismiss': 'Fermer l’avis',
};
export default FR;
