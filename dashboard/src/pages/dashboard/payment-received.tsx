// The welcome after a successful checkout (spec §2 "Dashboard": shown on return from checkout with a
// session_id in the address). /sucessfullUrl verified the payment and passes what was bought in navigation
// state; a reload keeps the session_id but not the state, so the dialog then thanks in general terms.
import { useLocation, useSearchParams } from 'react-router-dom';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { useSession } from '../../stores/session.ts';
import type { PaymentReceivedState } from '../../features/billing/payment-received-state.ts';

export const PAYMENT_RECEIVED_MESSAGES = {
  title: 'Payment received',
  bought: (name: string, price: string) => `Thank you! ${name} (${price}) is now active on your shop.`,
  general: 'Thank you! Your purchase is now active on your shop.',
  credits: (credits: number) => `Your balance is ${credits.toLocaleString('en-US')} credits.`,
  close: 'Continue',
} as const;

function paymentOf(state: unknown): PaymentReceivedState['payment'] | undefined {
  const payment = (state as Partial<PaymentReceivedState> | null)?.payment;
  return payment && typeof payment.name === 'string' && typeof payment.price === 'string' ? payment : undefined;
}

export function PaymentReceived() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const credits = useSession((s) => s.currentUser?.credits);
  if (!params.get('session_id')) return null;
  const payment = paymentOf(location.state);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  return (
    <Dialog
      title={PAYMENT_RECEIVED_MESSAGES.title}
      onClose={close}
      actions={
        <button type="button" className="ws-btn ws-btn--primary" onClick={close}>
          {PAYMENT_RECEIVED_MESSAGES.close}
        </button>
      }
    >
      <p>{payment ? PAYMENT_RECEIVED_MESSAGES.bought(payment.name, payment.price) : PAYMENT_RECEIVED_MESSAGES.general}</p>
      {credits === undefined ? null : <p>{PAYMENT_RECEIVED_MESSAGES.credits(credits)}</p>}
    </Dialog>
  );
}
