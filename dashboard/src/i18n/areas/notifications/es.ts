import type { AreaMessages } from '../../area.ts';
import type { NOTIFICATIONS_EN } from './en.ts';

const ES: AreaMessages<typeof NOTIFICATIONS_EN> = {
  'notifications.title': 'Notificaciones',
  'notifications.intro': 'Nuevos contactos, reservas y novedades de la cuenta de tu taller.',
  'notifications.loading': 'Cargando notificaciones…',
  'notifications.failed': 'No se pudieron cargar las notificaciones.',
  'notifications.emptyTitle': 'Todavía no hay notificaciones',
  'notifications.emptyBody': 'Cuando un cliente envíe un diseño o reserve una cita, lo verás aquí.',
  'notifications.all': 'Todas las notificaciones',
  'notifications.unread': 'No leída:',
  'notifications.one': 'notificación',
  'notifications.many': 'notificaciones',
  'notifications.open': 'Abrir',
  'notifications.notFoundTitle': 'Notificación no encontrada',
  'notifications.notFoundBody': 'Puede que se haya eliminado. Elige otra de la lista.',
  'notifications.loadingOne': 'Cargando la notificación…',
  'notifications.selectTitle': 'Elige una notificación',
  'notifications.selectBody': 'Elige una de la lista para leerla.',
};
export default ES;
