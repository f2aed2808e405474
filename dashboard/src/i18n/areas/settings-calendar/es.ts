import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_CALENDAR_EN } from './en.ts';

const ES: AreaMessages<typeof SETTINGS_CALENDAR_EN> = {
  'settingsCalendar.title': 'Calendario',
  'settingsCalendar.intro': 'La zona horaria de tu taller y un calendario privado de tus citas para Google Calendar, Outlook o Apple Calendar.',
  'settingsCalendar.ownerOnly': 'Solo el dueño del taller puede cambiar los ajustes del calendario.',
  'settingsCalendar.loading': 'Cargando los ajustes del calendario…',
  'settingsCalendar.loadFailed': 'No se pudieron cargar los ajustes del calendario.',
  'settingsCalendar.zoneTitle': 'Zona horaria',
  'settingsCalendar.zoneLabel': 'Zona horaria del taller',
  'settingsCalendar.zoneHint': 'Los días de cita y las horas de entrega son la hora local de tu taller en esta zona. Los archivos de calendario y el feed la usan, así que las horas siguen bien con los cambios de horario.',
  'settingsCalendar.saveZone': 'Guardar zona horaria',
  'settingsCalendar.saveFailed': 'No se pudieron guardar los ajustes del calendario.',
  'settingsCalendar.saved': 'Ajustes del calendario guardados.',
  'settingsCalendar.rotated': 'Nuevo enlace de calendario creado. El anterior ya no funciona: suscríbete de nuevo con este.',
  'settingsCalendar.feedTitle': 'Feed del calendario',
  'settingsCalendar.feedIntro': 'Suscríbete a esta dirección privada en tu app de calendario («Desde URL» en Google Calendar, «Suscribirse a calendario» en Outlook y Apple Calendar): tus citas aparecen y se mantienen al día. Cualquiera que tenga la dirección puede leerlo.',
  'settingsCalendar.noFeed': 'Aún no hay feed del calendario.',
  'settingsCalendar.makeFeed': 'Crear un enlace de calendario',
  'settingsCalendar.feedLabel': 'Dirección privada del calendario',
  'settingsCalendar.copy': 'Copiar',
  'settingsCalendar.copied': 'Copiado al portapapeles.',
  'settingsCalendar.selected': 'Seleccionado: pulsa Ctrl+C (⌘C) para copiar.',
  'settingsCalendar.rotate': 'Crear un enlace nuevo',
  'settingsCalendar.rotateTitle': '¿Crear un enlace de calendario nuevo?',
  'settingsCalendar.rotateBody': 'El enlace actual deja de funcionar al instante: los calendarios suscritos dejan de actualizarse y tendrás que suscribirte con el nuevo.',
  'settingsCalendar.keep': 'Mantener el enlace actual',
  'settingsCalendar.working': 'Un momento…',
  'settingsCalendar.names': 'Mostrar los nombres de los clientes en el feed',
  'settingsCalendar.namesHint': 'Desactivado: los eventos muestran solo el vehículo. Activado: «Dana Reyes: 2024 Toyota Camry». El feed nunca incluye correos ni teléfonos.',
};
export default ES;
