import type { AreaMessages } from '../../area.ts';
import type { PROFILE_EN } from './en.ts';

const DE: AreaMessages<typeof PROFILE_EN> = {
  'profile.title': 'Profil',
  'profile.intro': 'Deine Angaben und das Team deines Betriebs.',
  'profile.personal': 'Persönliche Angaben',
  'profile.firstName': 'Vorname',
  'profile.lastName': 'Nachname',
  'profile.phone': 'Telefonnummer',
  'profile.country': 'Land',
  'profile.state': 'Bundesland oder Region',
  'profile.city': 'Stadt',
  'profile.businessName': 'Firmenname',
  'profile.businessNameHint': 'Der Name deines Betriebs, auf jedem Angebot, jeder E-Mail und deinem Teilen-Link. Eine Änderung benennt den Betrieb um.',
  'profile.businessAddress': 'Firmenadresse',
  'profile.save': 'Änderungen speichern',
  'profile.countryFirst': 'Wähle zuerst das Land.',
  'profile.loadingCountries': 'Länder werden geladen…',
  'profile.countriesFailed': 'Die Länderliste konnte nicht geladen werden.',
  'profile.loadingStates': 'Bundesländer und Regionen werden geladen…',
  'profile.statesFailed': 'Die Bundesländer dieses Landes konnten nicht geladen werden.',
  'profile.loadingCities': 'Städte werden geladen…',
  'profile.stateFirst': 'Wähle das Bundesland oder die Region, um die Städte zu sehen.',
  'profile.cityHint': 'Tippe, um aus der Liste zu wählen, oder gib den Namen ein.',
  'profile.citiesFailed': 'Die Städte dieses Bundeslands konnten nicht geladen werden.',
  'profile.updated': 'Angaben gespeichert.',
  'profile.updateFailed': 'Deine Angaben konnten nicht gespeichert werden.',
};
export default DE;
