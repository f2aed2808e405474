import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_EMAILS_EN } from './en.ts';

const FR: AreaMessages<typeof SETTINGS_EMAILS_EN> = {
  'settingsEmails.title': 'E-mails',
  'settingsEmails.intro': 'Tous les e-mails que Wrapsmith a envoyés pour votre atelier : invitations d’équipe, alertes de nouveaux prospects et e-mails du compte. Les codes de connexion et les liens de mot de passe ne sont visibles que par leur destinataire.',
  'settingsEmails.loading': 'Chargement des e-mails…',
  'settingsEmails.loadFailed': 'Impossible de charger vos e-mails.',
  'settingsEmails.listTitle': 'E-mails envoyés',
  'settingsEmails.empty': 'Aucun e-mail pour l’instant. Les invitations et les alertes de prospects apparaîtront ici.',
  'settingsEmails.to': 'À {to}',
  'settingsEmails.attachments': 'Pièces jointes',
  'settingsEmails.download': 'Télécharger {file}',
  'settingsEmails.status.stored': 'Dans la boîte d’envoi',
  'settingsEmails.status.sending': 'Envoi en cours',
  'settingsEmails.status.sent': 'Envoyé',
  'settingsEmails.status.failed': 'Échec',
  'settingsEmails.nounOne': 'e-mail',
  'settingsEmails.nounMany': 'e-mails',
};
export default FR;
