import type { AreaMessages } from '../../area.ts';
import type { BILLING_EN } from './en.ts';

const ES: AreaMessages<typeof BILLING_EN> = {
  'billing.perMonth': '{price} / mes',
  'billing.perYear': '{price} / año',
  'billing.name.crm': 'Herramienta de gestión del taller',
  'billing.name.credits': '{count} créditos',
  'billing.processing': 'Procesando…',
  'billing.generic': 'Algo salió mal. Inténtalo de nuevo.',
  'billing.checkout.title': 'Pago',
  'billing.checkout.testMode': 'Pago de prueba: no se cobra ninguna tarjeta',
  'billing.checkout.testModeDetail': 'Los pagos con tarjeta aún no están activados en este Wrapsmith, así que no se cobra ninguna tarjeta. Pagar aquí completa la compra exactamente como lo haría un pago con tarjeta.',
  'billing.checkout.loading': 'Cargando el pago…',
  'billing.checkout.loadFailed': 'No se pudo cargar este pago.',
  'billing.checkout.pay': 'Pagar {price}',
  'billing.checkout.paid': 'Este pago ya se realizó.',
  'billing.checkout.expired': 'Este pago ha caducado. Empieza de nuevo desde Facturación y suscripción.',
  'billing.checkout.toDashboard': 'Ir al panel',
  'billing.checkout.toPlans': 'Volver a los planes',
};
export default ES;
