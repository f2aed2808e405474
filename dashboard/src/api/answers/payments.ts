// The payments area's answer schemas (payment-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { paymentRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  get: paymentRoutes.getPayments.responses[200],
  saveSettings: paymentRoutes.putPaymentSettings.responses[200],
  connect: paymentRoutes.connectAccount.responses[200],
  refresh: paymentRoutes.refreshAccount.responses[200],
  disconnect: paymentRoutes.disconnectAccount.responses[200],
  bookingDeposit: paymentRoutes.getBookingDeposit.responses[200],
  saveBookingDeposit: paymentRoutes.putBookingDeposit.responses[200],
  refundBookingDeposit: paymentRoutes.refundBookingDeposit.responses[200],
  depositCheckout: paymentRoutes.depositCheckout.responses[200],
  verifyDeposit: paymentRoutes.depositVerify.responses[200],
  localDeposit: paymentRoutes.localDeposit.responses[200],
  payLocalDeposit: paymentRoutes.payLocalDeposit.responses[200],
};
