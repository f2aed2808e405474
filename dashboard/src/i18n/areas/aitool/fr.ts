import type { AreaMessages } from '../../area.ts';
import type { AITOOL_EN } from './en.ts';

const FR: AreaMessages<typeof AITOOL_EN> = {
  'aitool.title': 'La photo de votre voiture',
  'aitool.intro': 'Téléversez une photo de la voiture de votre client et touchez sa peinture : la sélection s’affiche aussitôt sur la photo, gratuitement. Choisissez une couleur et appuyez sur Recolorer : la photo revient avec ce film, sa voiture telle qu’elle est (1 crédit).',
  'aitool.exactTitle': 'Recoloration exacte',
  'aitool.exactIntro': 'Intégrée : la peinture que vous touchez prend la couleur du film ; la forme de la voiture, la lumière et tout ce qui l’entoure restent tels quels.',
  'aitool.aiTitle': 'Rendu par IA',
  'aitool.aiIntro': 'L’IA repeint toute la photo, lumière et reflets compris. Elle peut modifier des détails de la voiture : vérifiez le résultat avant de l’envoyer. 1 crédit.',
  'aitool.checking': 'Vérification de la disponibilité des rendus par IA…',
  'aitool.off': 'Les rendus par IA ne sont pas encore disponibles sur votre Wrapsmith : cette option est désactivée. La recoloration exacte ci-dessus fonctionne avec toutes les photos.',
  'aitool.photoTitle': 'Photo du client',
  'aitool.photoLabel': 'Photo pour l’IA',
  'aitool.photoHint': 'Prenez-la de profil, à la lumière du jour, toute la voiture dans le cadre. Fichiers image jusqu’à 10 Mo.',
  'aitool.photoAlt': 'Votre photo',
  'aitool.engineOffBefore': 'Les rendus par IA ne sont pas encore disponibles sur votre Wrapsmith. Rien n’a été débité. Recolorez la photo avec la recoloration exacte ci-dessus, ou prévisualisez n’importe quel véhicule de notre catalogue dans le',
  'aitool.engineOffLink': 'Studio',
  'aitool.engineOffAfter': '.',
  'aitool.empty': 'Téléversez une photo et choisissez une couleur, puis générez l’aperçu ici.',
  'aitool.generate': 'Générer l’aperçu',
  'aitool.renderAlt': 'La voiture de votre client covérée en {wrap}',
};
export default FR;
