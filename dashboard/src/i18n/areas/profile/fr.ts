import type { AreaMessages } from '../../area.ts';
import type { PROFILE_EN } from './en.ts';

const FR: AreaMessages<typeof PROFILE_EN> = {
  'profile.title': 'Profil',
  'profile.intro': 'Vos informations et l’équipe de votre atelier.',
  'profile.personal': 'Informations personnelles',
  'profile.firstName': 'Prénom',
  'profile.lastName': 'Nom',
  'profile.phone': 'Téléphone',
  'profile.country': 'Pays',
  'profile.state': 'État ou région',
  'profile.city': 'Ville',
  'profile.businessName': 'Nom de l’entreprise',
  'profile.businessNameHint': 'Le nom de votre atelier, sur chaque devis, e-mail et votre lien de partage. Le modifier renomme l’atelier.',
  'profile.businessAddress': 'Adresse de l’entreprise',
  'profile.save': 'Enregistrer les modifications',
  'profile.countryFirst': 'Choisissez d’abord le pays.',
  'profile.loadingCountries': 'Chargement des pays…',
  'profile.countriesFailed': 'Impossible de charger la liste des pays.',
  'profile.loadingStates': 'Chargement des états et régions…',
  'profile.statesFailed': 'Impossible de charger les états de ce pays.',
  'profile.loadingCities': 'Chargement des villes…',
  'profile.stateFirst': 'Choisissez l’état ou la région pour voir ses villes.',
  'profile.cityHint': 'Commencez à taper pour choisir dans la liste, ou saisissez le nom.',
  'profile.citiesFailed': 'Impossible de charger les villes de cet état.',
  'profile.updated': 'Informations mises à jour.',
  'profile.updateFailed': 'Impossible de mettre à jour vos informations.',
};
export default FR;
