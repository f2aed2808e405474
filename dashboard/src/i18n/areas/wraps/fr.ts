import type { AreaMessages } from '../../area.ts';
import type { WRAPS_EN } from './en.ts';

const FR: AreaMessages<typeof WRAPS_EN> = {
  'wraps.title': 'Mes coverings',
  'wraps.generate': 'Générer',
  'wraps.tabSaved': 'Enregistrés',
  'wraps.tabLeadSent': 'Demandes reçues',
  'wraps.tabDrafts': 'Brouillons',
  'wraps.tabAll': 'Tous',
  'wraps.statusDraft': 'Brouillon',
  'wraps.emptySaved': 'Enregistrez un aperçu de vos brouillons pour le garder ici.',
  'wraps.emptyLeadSent': 'Les aperçus que des clients vous ont envoyés avec une demande de devis apparaissent ici.',
  'wraps.emptyDrafts': 'Chaque aperçu généré dans le Studio arrive ici comme brouillon.',
  'wraps.emptyAll': 'Les aperçus que vous générez dans le Studio apparaîtront ici.',
  'wraps.emptyTitle': 'Aucun covering ici pour l’instant',
  'wraps.openStudio': 'Ouvrir le Studio',
  'wraps.loadFailed': 'Impossible de charger vos coverings.',
  'wraps.loading': 'Chargement de vos coverings…',
  'wraps.loadMoreFailed': 'Impossible de charger plus de coverings.',
  'wraps.saved': 'Enregistré dans Mes coverings.',
  'wraps.saveFailed': 'Impossible d’enregistrer le covering.',
  'wraps.deleted': 'Covering supprimé.',
  'wraps.deleteFailed': 'Impossible de supprimer le covering.',
  'wraps.showing': '{shown} sur {total} affichés',
  'wraps.loadMore': 'Afficher plus',
  'wraps.deleteTitle': 'Supprimer ce covering ?',
  'wraps.deleteBody': 'L’aperçu du véhicule {vehicle} en {film} sera supprimé pour tout votre atelier. C’est définitif.',
  'wraps.customerPhoto': 'Photo du client',
  'wraps.imageAlt': '{vehicle} covering {film}',
};
export default FR;
