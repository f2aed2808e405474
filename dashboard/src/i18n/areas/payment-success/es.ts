import type { AreaMessages } from '../../area.ts';
import type { PAYMENT_SUCCESS_EN } from './en.ts';

const ES: AreaMessages<typeof PAYMENT_SUCCESS_EN> = {
  'paid.title': 'Gracias',
  'paid.failedTitle': 'No pudimos confirmar tu pago',
  'paid.failed': 'Algo salió mal. Vuelve a intentarlo.',
  'paid.missingSession': 'Esta página necesita la sesión de pago desde la que llegaste. Abre tu panel para ver tu plan y tus créditos.',
  'paid.retry': 'Reintentar',
  'paid.toDashboard': 'Ir al panel',
  'paid.updating': 'Actualizando el estado de tu suscripción…',
};
export default ES;
