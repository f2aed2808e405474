import type { AreaMessages } from '../../area.ts';
import type { COMMON_EN } from './en.ts';

const FR: AreaMessages<typeof COMMON_EN> = {
  'common.save': 'Enregistrer',
  'common.saving': 'Enregistrement…',
  'common.saved': 'Enregistré',
  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.delete': 'Supprimer',
  'common.edit': 'Modifier',
  'common.retry': 'Réessayer',
  'common.loading': 'Chargement…',
  'common.search': 'Rechercher',
  'common.back': 'Retour',
  'common.next': 'Suivant',
  'common.previous': 'Précédent',
  'common.yes': 'Oui',
  'common.no': 'Non',
  'common.optional': 'facultatif',
  'common.loadFailed': 'Chargement impossible. Vérifiez votre connexion et réessayez.',
  'common.saveFailed': 'Enregistrement impossible. Réessayez.',
  'common.offline': 'Pas de connexion internet. Rien n’a été modifié.',
};
export default FR;
