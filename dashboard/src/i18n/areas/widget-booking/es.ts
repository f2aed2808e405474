import type { AreaMessages } from '../../area.ts';
import type { WIDGET_BOOKING_EN } from './en.ts';

const ES: AreaMessages<typeof WIDGET_BOOKING_EN> = {
  'widget-booking.title': 'Reservar con señal',
  'widget-booking.intro': 'Qué hace el botón «Reservar» después de una vista previa en tu widget.',
  'widget-booking.loading': 'Cargando el ajuste de reservas…',
  'widget-booking.loadFailed': 'No se pudo cargar el ajuste de reservas.',
  'widget-booking.mode': 'Cuando un visitante reserva',
  'widget-booking.quoteFirst': 'Primero presupuesto: reviso el presupuesto de la lista de precios y lo envío',
  'widget-booking.depositNow': 'Señal ya: el visitante elige un día y paga la señal',
  'widget-booking.depositNeeds': 'Para «Señal ya» tienes que activar las señales, con una cuenta conectada, en Ajustes → Pagos.',
  'widget-booking.saved': 'Ajustes de reservas guardados',
  'widget-booking.failed': 'No se pudo guardar el ajuste de reservas. Inténtalo de nuevo.',
  'widget-booking.draftedTitle': 'Presupuesto preparado con tu lista de precios',
  'widget-booking.status.drafted': 'Te espera: revísalo y envíaselo al cliente.',
  'widget-booking.status.sent': 'Enviado al cliente como presupuesto.',
  'widget-booking.status.deposit_requested': 'Reservado desde el widget con señal: el día está solicitado y se confirma cuando se pague la señal (mira la orden de trabajo).',
  'widget-booking.dayRequested': 'Día solicitado: {day}',
  'widget-booking.noPrice': 'Tu lista de precios no tiene ahora precio para este vehículo y este vinilo: envía un presupuesto desde el formulario.',
  'widget-booking.send': 'Enviar este presupuesto',
  'widget-booking.sending': 'Enviando…',
  'widget-booking.quoteSent': 'Presupuesto enviado: el cliente tiene el enlace por correo.',
  'widget-booking.notDrafted': 'El presupuesto de esta solicitud ya se envió.',
  'widget-booking.openWorkOrder': 'Abrir la orden de trabajo',
};
export default ES;
