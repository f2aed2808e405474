import type { AreaMessages } from '../../area.ts';
import type { PUBLIC_EN } from './en.ts';

const FR: AreaMessages<typeof PUBLIC_EN> = {
  'public.logo': 'Accueil Wrapsmith',
  'public.skip': 'Aller au contenu',
  'public.home': 'Accueil',
  'public.how': 'Comment ça marche',
  'public.benefits': 'Nos atouts',
  'public.faq': 'FAQ',
  'public.contact': 'Contact',
  'public.about': 'À propos',
  'public.login': 'Se connecter',
  'public.signup': 'S’inscrire',
  'public.openMenu': 'Ouvrir le menu',
  'public.closeMenu': 'Fermer le menu',
  'public.primaryNav': 'Principale',
  'public.footerNav': 'Pied de page',
  'public.rights': '© {year} Wrapsmith. Tous droits réservés.',
  'public.language': 'Langue',

  'public.contact.title': 'Écrivez à l’équipe Wrapsmith',
  'public.contact.intro':
    'Des questions sur les formules, l’intégration du visualiseur à votre site ou l’ajout de votre propre marque de film ? Envoyez-nous un message, nous vous répondrons par e-mail.',
  'public.contact.name': 'Nom',
  'public.contact.email': 'E-mail',
  'public.contact.subject': 'Objet',
  'public.contact.message': 'Message',
  'public.contact.send': 'Envoyer le message',
  'public.contact.sending': 'Envoi…',
  'public.contact.thanks': 'Merci pour votre message !',
  'public.contact.failed': 'Une erreur s’est produite. Veuillez réessayer.',
};
export default FR;
