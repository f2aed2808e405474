import type { AreaMessages } from '../../area.ts';
import type { HELP_EN } from './en.ts';

const FR: AreaMessages<typeof HELP_EN> = {
  'help.title': 'Assistance et aide',
  'help.intro': 'Posez-nous toutes vos questions, ou trouvez une réponse rapide ci-dessous.',
  'help.ticketTitle': 'Envoyer une demande d’assistance',
  'help.subject': 'Objet',
  'help.message': 'Message',
  'help.submit': 'Envoyer la demande',
  'help.sending': 'Envoi…',
  'help.sent': 'Demande reçue. Nous vous répondrons par e-mail.',
  'help.failed': 'Une erreur s’est produite. Veuillez réessayer.',
  'help.subjectRequired': 'Indiquez un objet.',
  'help.subjectTooLong': 'L’objet est trop long.',
  'help.subjectAngles': 'L’objet ne peut pas contenir < ou >.',
  'help.messageRequired': 'Écrivez un message.',
  'help.messageTooLong': 'Le message est trop long.',
  'help.faqTitle': 'Questions fréquentes',
  'help.faq.firstPreview.q': 'Comment générer mon premier aperçu ?',
  'help.faq.firstPreview.a': 'Ouvrez le Studio, choisissez l’année, la marque et le modèle, puis une marque de film, une finition et une couleur. Chaque aperçu utilise 1 crédit du solde de votre atelier.',
  'help.faq.credits.q': 'Où voir mes crédits restants ?',
  'help.faq.credits.a': 'Votre solde figure sur la carte des crédits du Tableau de bord et, sur téléphone, dans la barre du haut. Il se met à jour après chaque aperçu.',
  'help.faq.team.q': 'Comment ajouter un membre de l’équipe ?',
  'help.faq.team.a': 'Dans le Tableau de bord, votre Profil ou Réglages → Équipe, ouvrez Membres de l’équipe et choisissez Inviter un membre. La personne reçoit un e-mail avec un lien pour rejoindre votre atelier.',
  'help.faq.reset.q': 'Un membre de l’équipe a oublié son mot de passe. Que faire ?',
  'help.faq.reset.a': 'Dans Membres de l’équipe, choisissez Réinitialiser à côté de son nom. La personne reçoit un e-mail avec un lien valable 5 minutes.',
  'help.faq.account.q': 'Comment changer mon e-mail ou mon mot de passe ?',
  'help.faq.account.a': 'Allez dans Réglages, modifiez les champs et choisissez Enregistrer le profil. Vous serez déconnecté et pourrez vous reconnecter avec vos nouvelles informations.',
  'help.faq.plan.q': 'Comment résilier ou changer de formule ?',
  'help.faq.plan.a': 'Les formules sont mensuelles, sans engagement. Changez ou résiliez depuis Abonnement à tout moment ; c’est le propriétaire de l’atelier qui gère la facturation.',
};
export default FR;
