import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_TEXTS_EN } from './en.ts';

const FR: AreaMessages<typeof SETTINGS_TEXTS_EN> = {
  'settingsTexts.title': 'SMS',
  'settingsTexts.intro': 'Tous les SMS envoyés et reçus par votre atelier : les réponses saisies sur la page d’un client et les SMS que Wrapsmith envoie pour vous.',
  'settingsTexts.sending': 'Envoi',
  'settingsTexts.loadingSettings': 'Chargement des réglages SMS…',
  'settingsTexts.settingsFailed': 'Les réglages SMS n’ont pas pu être chargés.',
  'settingsTexts.twilioOwn': 'Les SMS partent par Twilio depuis le numéro de votre atelier, le {number} ; les réponses arrivent sur la page du client.',
  'settingsTexts.twilioShared': 'Les SMS partent par Twilio depuis les numéros partagés de Wrapsmith ; les réponses arrivent sur la page du client.',
  'settingsTexts.readOnly': 'Seul le propriétaire de l’atelier peut changer le pays.',
  'settingsTexts.country': 'Pays des numéros de téléphone',
  'settingsTexts.countryHint': 'Les numéros saisis sans indicatif (+…) sont lus comme des numéros de ce pays.',
  'settingsTexts.saveCountry': 'Enregistrer le pays',
  'settingsTexts.saved': 'Pays enregistré',
  'settingsTexts.saveFailed': 'Le pays n’a pas pu être enregistré. Veuillez réessayer.',
  'settingsTexts.logTitle': 'Tous les SMS',
  'settingsTexts.loadingLog': 'Chargement des SMS…',
  'settingsTexts.logFailed': 'Impossible de charger vos SMS.',
  'settingsTexts.empty': 'Aucun SMS pour l’instant. Les réponses que vous saisissez sur la page d’un client, et les leurs, apparaîtront ici.',
  'settingsTexts.from': 'De {phone}',
  'settingsTexts.to': 'À {phone}',
  'settingsTexts.nounOne': 'SMS',
  'settingsTexts.nounMany': 'SMS',
};
export default FR;
