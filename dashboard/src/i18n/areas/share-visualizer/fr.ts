import type { AreaMessages } from '../../area.ts';
import type { SHARE_VISUALIZER_EN } from './en.ts';

const FR: AreaMessages<typeof SHARE_VISUALIZER_EN> = {
  'shareVis.eyebrow': 'Visualiseur',
  'shareVis.title': 'Voyez votre voiture dans un nouveau covering',
  'shareVis.shopCredits': 'Voici le visualiseur qu’utilisent vos clients. Chaque aperçu utilise 1 des {credits} crédits de votre atelier.',
  'shareVis.intro': 'Choisissez une année, une marque et un modèle, une marque de film, une finition et une couleur.',
  'shareVis.audiences': 'Vous avez une voiture ? Essayez un style, puis montrez-le à un atelier de covering. Vous tenez un atelier ? Voici le visualiseur de vos clients.',
  'shareVis.ownerTitle': 'C’est votre voiture ?',
  'shareVis.ownerText': 'Un atelier de covering peut chiffrer ce style et l’afficher sur votre voiture. Envoyez-le à votre atelier ou trouvez-en un près de chez vous.',
  'shareVis.sendToShop': 'Envoyer ce style à un atelier',
  'shareVis.findShop': 'Trouver un atelier près de chez vous',
  'shareVis.newTab': ' (s’ouvre dans un nouvel onglet)',
  'shareVis.shopTitle': 'Vous tenez un atelier de covering ?',
  'shareVis.shopText': 'Affichez ce genre de style sur le véhicule et intégrez le visualiseur à votre site : {credits} aperçus gratuits, sans carte bancaire.',
  'shareVis.startTrial': 'Essai gratuit',
  'shareVis.lookOnCar': '{car} en {wrap}',
  'shareVis.mailSubject': 'Devis covering : {look}',
  'shareVis.mailBody': 'Bonjour,\n\nPourriez-vous me faire un devis pour ce covering : {look} ?\n\nJe l’ai choisi sur {url}\n',
};
export default FR;
