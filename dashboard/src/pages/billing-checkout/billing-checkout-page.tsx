// The offline checkout (/billing/checkout/:id) that the local billing adapter sends the browser to when no
// Stripe key is set: it shows what is being bought, and Pay completes it and lands on /sucessfullUrl exactly
// as Stripe Checkout would. No card is involved.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BILLING_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { CHECKOUT_COPY } from '../../features/billing/billing-copy.ts';
import { errorText, useData } from '../../hooks/use-data.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import './billing-checkout.css';

export function BillingCheckoutPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const { state, reload } = useData(id, async (api) => (await api.billing.localCheckout(id)).data);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      const res = await api.billing.payLocalCheckout(id);
      if (!res.data?.redirectUrl) throw new Error('pay answered without a redirect URL');
      browserLocation.assign(res.data.redirectUrl);
    } catch (err) {
      setPayError(apiErrorInfo(err).message ?? BILLING_MESSAGES.generic);
      setPaying(false);
    }
  }

  /** Back where the checkout was started: in the app when the cancel URL is ours, else the browser leaves. */
  function cancel() {
    const cancelUrl = state.status === 'ready' ? state.data.cancelUrl : '';
    if (!cancelUrl) {
      navigate('/subscription');
      return;
    }
    const target = new URL(cancelUrl, window.location.origin);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`);
    else browserLocation.assign(target.href);
  }

  const checkout = state.status === 'ready' ? state.data : null;

  return (
    <div className="app-page wsb-checkout">
      <PageHeader title={CHECKOUT_COPY.title} />
      <section className="ws-card ws-stack" aria-label={CHECKOUT_COPY.title}>
        <Alert tone="warning">
          <strong>{CHECKOUT_COPY.testMode}</strong>
          <br />
          {CHECKOUT_COPY.testModeDetail}
        </Alert>

        {state.status === 'loading' ? <Spinner label={CHECKOUT_COPY.loading} /> : null}
        {state.status === 'error' ? <LoadError message={errorText(state.error, CHECKOUT_COPY.loadFailed)} retryLabel={CHECKOUT_COPY.retry} onRetry={reload} /> : null}

        {checkout ? (
          <div className="wsb-checkout__item">
            <span className="wsb-checkout__name">{checkout.name}</span>
            <span className="wsb-checkout__price">{checkout.price}</span>
          </div>
        ) : null}

        {checkout?.status === 'complete' ? <Alert tone="success">{CHECKOUT_COPY.paid}</Alert> : null}
        {checkout?.status === 'expired' ? <Alert tone="warning">{CHECKOUT_COPY.expired}</Alert> : null}
        {payError ? <Alert tone="error">{payError}</Alert> : null}

        <div className="wsb-checkout__actions">
          {checkout?.status === 'open' ? (
            <>
              <button type="button" className="ws-btn" disabled={paying} onClick={cancel}>
                {CHECKOUT_COPY.cancel}
              </button>
              <button type="button" className="ws-btn ws-btn--primary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
                {paying ? BILLING_MESSAGES.processing : `${CHECKOUT_COPY.pay} ${checkout.price}`}
              </button>
            </>
          ) : null}
          {checkout?.status === 'complete' ? (
            <Link to="/dashboard" className="ws-btn ws-btn--primary">
              {CHECKOUT_COPY.toDashboard}
            </Link>
          ) : null}
          {checkout?.status === 'expired' || state.status === 'error' ? (
            <Link to="/subscription" className="ws-btn">
              {CHECKOUT_COPY.toPlans}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
