// The offline payment page's words in es (issue 28 item 1, decision 100): loaded only for a customer who reads them.
import type { PayCatalogue } from './pay.ts';

export const PAY: PayCatalogue = {
  testMode: 'Pago de prueba: no se cobra ninguna tarjeta',
  retry: 'Reintentar',
  paying: 'Pagando…',
  pay: 'Pagar {amount}',
  payFailed: 'Ahora mismo no hemos podido registrar este pago. Vuelve atrás y pulsa Pagar de nuevo.',
  'deposit.title': 'Paga tu señal',
  'deposit.testModeDetail': 'Este Wrapsmith no tiene claves de Stripe, así que la señal se registra como pagada sin tarjeta.',
  'deposit.loading': 'Cargando tu señal…',
  'deposit.loadFailed': 'No hemos podido cargar el pago de esta señal.',
  'deposit.item': 'Señal — {shop}',
  'deposit.back': 'Volver a tu presupuesto',
  'deposit.closed.paid': 'Señal pagada: aquí no hay nada que pagar.',
  'deposit.closed.refunded': 'Señal devuelta: aquí no hay nada que pagar.',
  'deposit.closed.cancelled': 'Señal cancelada: aquí no hay nada que pagar.',
  'deposit.closed.expired': 'Señal caducada: aquí no hay nada que pagar.',
  'invoice.title': 'Paga tu factura',
  'invoice.testModeDetail': 'Este Wrapsmith no tiene claves de Stripe, así que el saldo se registra como pagado sin tarjeta.',
  'invoice.loading': 'Cargando tu pago…',
  'invoice.loadFailed': 'No hemos podido cargar este pago.',
  'invoice.item': 'Factura {number} — {shop}',
  'invoice.back': 'Volver a tu factura',
  'invoice.closed.paid': 'Pagada: aquí no hay nada que pagar.',
  'invoice.closed.expired': 'Esta página de pago ha caducado: vuelve a tu factura y pulsa Pagar de nuevo.',
};
