import type { AreaMessages } from '../../area.ts';
import type { COMPONENTS_EN } from './en.ts';

const FR: AreaMessages<typeof COMPONENTS_EN> = {
  'components.tableEmpty': 'Aucun enregistrement',
  'components.tableScrolls': 'Tableau {caption}, défile horizontalement',
  'components.pagerNav': 'Pages : {list}',
  'components.pagerPreviousPage': 'Page précédente',
  'components.pagerNextPage': 'Page suivante',
  'components.pagerStatus': 'Page {page} sur {pages} · {total} {noun}',
  'components.searchPlaceholder': 'Nom, e-mail, téléphone…',
  'components.somethingWrong': 'Un problème est survenu. Veuillez réessayer.',
  'components.exportSize': 'Taille du téléchargement',
  'components.download': 'Télécharger',
  'components.exportUpgrade': 'Des téléchargements plus grands avec un plan supérieur',
  'components.exportPhotoNote': 'Une photo se télécharge à sa propre taille si elle est plus petite : elle n’est jamais agrandie.',
  'components.exportUpTo': 'Jusqu’à {size}',
  'components.exportPlanOnly': '{size} — plan {plan}',
  'components.photoNotImage': 'Choisissez un fichier image (une photo JPEG, PNG ou WebP).',
  'components.photoTooBig': 'La photo doit faire {megabytes} Mo au maximum.',
};
export default FR;
