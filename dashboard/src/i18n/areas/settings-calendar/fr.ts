import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_CALENDAR_EN } from './en.ts';

const FR: AreaMessages<typeof SETTINGS_CALENDAR_EN> = {
  'settingsCalendar.title': 'Agenda',
  'settingsCalendar.intro': 'Le fuseau horaire de votre atelier et un agenda privé de vos rendez-vous pour Google Agenda, Outlook ou Apple Calendrier.',
  'settingsCalendar.ownerOnly': 'Seul le propriétaire de l’atelier peut modifier les réglages de l’agenda.',
  'settingsCalendar.loading': 'Chargement des réglages de l’agenda…',
  'settingsCalendar.loadFailed': 'Impossible de charger les réglages de l’agenda.',
  'settingsCalendar.zoneTitle': 'Fuseau horaire',
  'settingsCalendar.zoneLabel': 'Fuseau horaire de l’atelier',
  'settingsCalendar.zoneHint': 'Les jours de rendez-vous et les heures de dépôt sont à l’heure locale de votre atelier dans ce fuseau. Les fichiers d’agenda et le flux l’utilisent, pour que les heures restent justes lors des changements d’heure.',
  'settingsCalendar.saveZone': 'Enregistrer le fuseau horaire',
  'settingsCalendar.saveFailed': 'Impossible d’enregistrer les réglages de l’agenda.',
  'settingsCalendar.saved': 'Réglages de l’agenda enregistrés.',
  'settingsCalendar.rotated': 'Nouveau lien d’agenda créé. L’ancien ne fonctionne plus : abonnez-vous de nouveau avec celui-ci.',
  'settingsCalendar.feedTitle': 'Flux d’agenda',
  'settingsCalendar.feedIntro': 'Abonnez-vous à cette adresse privée dans votre application d’agenda (« À partir de l’URL » dans Google Agenda, « S’abonner au calendrier » dans Outlook et Apple Calendrier) : vos rendez-vous y apparaissent et restent à jour. Toute personne qui a l’adresse peut le lire.',
  'settingsCalendar.noFeed': 'Pas encore de flux d’agenda.',
  'settingsCalendar.makeFeed': 'Créer un lien d’agenda',
  'settingsCalendar.feedLabel': 'Adresse privée de l’agenda',
  'settingsCalendar.copy': 'Copier',
  'settingsCalendar.copied': 'Copié dans le presse-papiers.',
  'settingsCalendar.selected': 'Sélectionné : appuyez sur Ctrl+C (⌘C) pour copier.',
  'settingsCalendar.rotate': 'Créer un nouveau lien',
  'settingsCalendar.rotateTitle': 'Créer un nouveau lien d’agenda ?',
  'settingsCalendar.rotateBody': 'Le lien actuel cesse de fonctionner immédiatement : les agendas abonnés ne sont plus mis à jour, et vous vous abonnez de nouveau avec le nouveau lien.',
  'settingsCalendar.keep': 'Garder le lien actuel',
  'settingsCalendar.working': 'Un instant…',
  'settingsCalendar.names': 'Afficher le nom des clients dans le flux',
  'settingsCalendar.namesHint': 'Désactivé : les événements n’indiquent que le véhicule. Activé : « Dana Reyes : 2024 Toyota Camry ». Aucun e-mail ni numéro de téléphone n’apparaît jamais dans le flux.',
};
export default FR;
