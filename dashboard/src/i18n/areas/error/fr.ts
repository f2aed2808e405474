import type { AreaMessages } from '../../area.ts';
import type { ERROR_EN } from './en.ts';

const FR: AreaMessages<typeof ERROR_EN> = {
  'error.notFound.title': 'Page introuvable',
  'error.notFound.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'error.home': 'Retour à l’accueil',
  'error.failed.title': 'Une erreur s’est produite',
  'error.failed.text': 'Cette page n’a pas pu se charger. Revenir à l’accueil règle généralement le problème.',
};
export default FR;
