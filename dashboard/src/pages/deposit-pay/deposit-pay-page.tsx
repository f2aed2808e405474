// The offline payment page: where a customer is sent to pay when no Stripe keys are set. One page for both of the
// customer's payments (issue 25): a quote's deposit (/deposit/pay?token=…&session=…, item 4, decision 084) and an
// invoice's balance through its link (/invoice/pay?token=…&session=…, item 5, decision 087). Like the offline
// checkout, it says that it is a test and no card is charged; Pay records the payment (once, whatever the tabs) and
// goes back to the quote or invoice page as Stripe Checkout would. No login: the link's token is the key.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEPOSIT_MONEY, DEPOSIT_STATUS_LABELS, formatMinor } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import type { Api } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import './deposit-pay.css';

export const DEPOSIT_PAY_MESSAGES = {
  title: 'Pay your deposit',
  testMode: 'Test payment — no card is charged',
  testModeDetail: 'This Wrapsmith has no Stripe keys set, so the deposit is recorded as paid without a card.',
  loading: 'Loading your deposit…',
  loadFailed: 'We could not load this deposit payment.',
  retry: 'Try again',
  item: (shop: string) => `Deposit — ${shop}`,
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Paying…',
  back: 'Back to your quote',
  notDue: (status: string) => `${status}: there is nothing to pay here.`,
} as const;

export const INVOICE_PAY_MESSAGES = {
  ...DEPOSIT_PAY_MESSAGES,
  title: 'Pay your invoice',
  testModeDetail: 'This Wrapsmith has no Stripe keys set, so the balance is recorded as paid without a card.',
  loading: 'Loading your payment…',
  loadFailed: 'We could not load this payment.',
  back: 'Back to your invoice',
  invoiceItem: (number: string, shop: string) => `Invoice ${number} — ${shop}`,
  closed: { paid: 'Paid: there is nothing to pay here.', expired: 'This payment page has expired: go back to your invoice and press Pay again.' },
} as const;

/** What the page shows of one payment, whichever it is. */
interface OfflinePayment {
  item: string;
  amount: string;
  /** Null while it can be paid; else why not. */
  closed: string | null;
  backUrl: string;
}

interface OfflinePaySource {
  messages: { title: string; testMode: string; testModeDetail: string; loading: string; loadFailed: string; retry: string; paying: string; back: string; pay: (amount: string) => string };
  load: (api: Api, token: string, sessionId: string) => Promise<OfflinePayment>;
  pay: (api: Api, token: string, sessionId: string) => Promise<string>;
}

const DEPOSIT_SOURCE: OfflinePaySource = {
  messages: DEPOSIT_PAY_MESSAGES,
  async load(api, token, sessionId) {
    const deposit = (await api.payments.localDeposit(token, sessionId)).data;
    return {
      item: DEPOSIT_PAY_MESSAGES.item(deposit.shopName),
      amount: DEPOSIT_MONEY.format(deposit.amountMinor, deposit.currency),
      closed: deposit.status === 'pending' ? null : DEPOSIT_PAY_MESSAGES.notDue(DEPOSIT_STATUS_LABELS[deposit.status]),
      backUrl: deposit.returnUrl.replace('&deposit=return', ''),
    };
  },
  pay: async (api, token, sessionId) => (await api.payments.payLocalDeposit(token, sessionId)).data.redirectUrl,
};

const INVOICE_SOURCE: OfflinePaySource = {
  messages: INVOICE_PAY_MESSAGES,
  async load(api, token, sessionId) {
    const payment = (await api.invoices.localPayment(token, sessionId)).data;
    return {
      item: INVOICE_PAY_MESSAGES.invoiceItem(payment.number, payment.shopName),
      amount: formatMinor(payment.amountMinor, payment.currency),
      closed: payment.status === 'open' ? null : INVOICE_PAY_MESSAGES.closed[payment.status],
      backUrl: payment.returnUrl.replace('&payment=return', ''),
    };
  },
  pay: async (api, token, sessionId) => (await api.invoices.payLocal(token, sessionId)).data.redirectUrl,
};

function OfflinePayPage({ source }: { source: OfflinePaySource }) {
  const M = source.messages;
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sessionId = params.get('session') ?? '';
  const { state, reload } = useData(token && sessionId ? `${M.title} ${token} ${sessionId}` : null, (api) => source.load(api, token, sessionId));
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const payment = state.status === 'ready' ? state.data : null;

  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      browserLocation.assign(await source.pay(api, token, sessionId));
    } catch (err) {
      setPayError(apiErrorInfo(err).message ?? M.loadFailed);
      setPaying(false);
    }
  }

  return (
    <div className="site">
      <main id="main" className="site-main landing-section">
        <div className="landing-wrap ws-stack app-narrow">
          <h1>{M.title}</h1>
          <section className="ws-card ws-stack wsd-pay" aria-label={M.title}>
            <Alert tone="warning">
              <strong>{M.testMode}</strong>
              <br />
              {M.testModeDetail}
            </Alert>
            {!token || !sessionId || state.status === 'error' ? (
              <LoadError message={errorText(state.status === 'error' ? state.error : null, M.loadFailed)} retryLabel={M.retry} onRetry={reload} />
            ) : null}
            {state.status === 'loading' && token && sessionId ? <Spinner label={M.loading} /> : null}
            {payment ? (
              <div className="wsd-pay__item">
                <span className="wsd-pay__name">{payment.item}</span>
                <span className="wsd-pay__price">{payment.amount}</span>
              </div>
            ) : null}
            {payment?.closed ? <Alert tone="info">{payment.closed}</Alert> : null}
            {payError ? <Alert tone="error">{payError}</Alert> : null}
            <div className="wsd-pay__actions">
              {payment ? (
                <a className="ws-btn" href={payment.backUrl}>
                  {M.back}
                </a>
              ) : null}
              {payment && !payment.closed ? (
                <button type="button" className="ws-btn ws-btn--primary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
                  {paying ? M.paying : M.pay(payment.amount)}
                </button>
              ) : null}
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}

/** /deposit/pay: an accepted quote's deposit. */
export function DepositPayPage() {
  return <OfflinePayPage source={DEPOSIT_SOURCE} />;
}

/** /invoice/pay: an invoice's balance through its pay link. */
export function InvoicePayPage() {
  return <OfflinePayPage source={INVOICE_SOURCE} />;
}
