// The welcome after a successful checkout (spec §2 "Dashboard": shown on return from checkout with a
// session_id in the address). /sucessfullUrl verified the payment and passes what was bought in navigation
// state; a reload keeps the session_id but not the state, so the dialog then thanks in general terms.
import { useLocation, useSearchParams } from 'react-router-dom';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { useSession } from '../../stores/session.ts';
import { useArea } from '../../i18n/area.ts';
import { DASHBOARD } from '../../i18n/areas/dashboard/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import type { PaymentReceivedState } from '../../features/billing/payment-received-state.ts';

/** The English (tests read it); the dialog reads the dashboard area. */
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
  const t = useArea(DASHBOARD);
  const common = useArea(COMMON);
  const { number } = useFormat();
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
      title={t('dashboard.paymentTitle')}
      onClose={close}
      closeLabel={common('common.close')}
      actions={
        <button type="button" className="ws-btn ws-btn--primary" onClick={close}>
          {t('dashboard.paymentContinue')}
        </button>
      }
    >
      <p>{payment ? t('dashboard.paymentBought', { name: payment.name, price: payment.price }) : t('dashboard.paymentGeneral')}</p>
      {credits === undefined ? null : <p>{t('dashboard.paymentCredits', { amount: number(credits) })}</p>}
    </Dialog>
  );
}
