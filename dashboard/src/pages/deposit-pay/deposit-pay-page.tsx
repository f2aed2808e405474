// The offline deposit page (/deposit/pay?token=…&session=…, issue 25 item 4, decision 084): where a customer who
// accepted a quote is sent to pay its deposit when no Stripe keys are set. Like the offline checkout, it says that
// it is a test and no card is charged; Pay records the deposit as paid (once, whatever the tabs) and goes back to
// the quote page as Stripe Checkout would. No login: the quote link's token is the key.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEPOSIT_MONEY, DEPOSIT_STATUS_LABELS } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
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
const M = DEPOSIT_PAY_MESSAGES;

export function DepositPayPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sessionId = params.get('session') ?? '';
  const { state, reload } = useData(token && sessionId ? `${token} ${sessionId}` : null, async (api) => (await api.payments.localDeposit(token, sessionId)).data);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const deposit = state.status === 'ready' ? state.data : null;
  const amount = deposit ? DEPOSIT_MONEY.format(deposit.amountMinor, deposit.currency) : '';

  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      const res = await api.payments.payLocalDeposit(token, sessionId);
      browserLocation.assign(res.data.redirectUrl);
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
            {deposit ? (
              <div className="wsd-pay__item">
                <span className="wsd-pay__name">{M.item(deposit.shopName)}</span>
                <span className="wsd-pay__price">{amount}</span>
              </div>
            ) : null}
            {deposit && deposit.status !== 'pending' ? <Alert tone="info">{M.notDue(DEPOSIT_STATUS_LABELS[deposit.status])}</Alert> : null}
            {payError ? <Alert tone="error">{payError}</Alert> : null}
            <div className="wsd-pay__actions">
              {deposit ? (
                <a className="ws-btn" href={deposit.returnUrl.replace('&deposit=return', '')}>
                  {M.back}
                </a>
              ) : null}
              {deposit?.status === 'pending' ? (
                <button type="button" className="ws-btn ws-btn--primary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
                  {paying ? M.paying : M.pay(amount)}
                </button>
              ) : null}
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}
