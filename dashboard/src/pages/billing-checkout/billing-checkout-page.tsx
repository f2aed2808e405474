// The offline checkout (/billing/checkout/:id) that the local billing adapter sends the browser to when no
// Stripe key is set: it shows what is being bought, and Pay completes it and lands on /sucessfullUrl exactly
// as Stripe Checkout would. No card is involved.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBillingWords } from '../../features/billing/billing-words.ts';
import { errorText, useData } from '../../hooks/use-data.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import './billing-checkout.css';

export function BillingCheckoutPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const { t, english, priceLabel, offerName } = useBillingWords();
  const common = useArea(COMMON);
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
      // The API's words are English (decision 099): another language says the page's own failure.
      setPayError((english ? apiErrorInfo(err).message : undefined) ?? t('billing.generic'));
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
  const price = checkout ? priceLabel(checkout.price) : '';

  return (
    <div className="app-page wsb-checkout">
      <PageHeader title={t('billing.checkout.title')} />
      <section className="ws-card ws-stack" aria-label={t('billing.checkout.title')}>
        <Alert tone="warning">
          <strong>{t('billing.checkout.testMode')}</strong>
          <br />
          {t('billing.checkout.testModeDetail')}
        </Alert>

        {state.status === 'loading' ? <Spinner label={t('billing.checkout.loading')} /> : null}
        {state.status === 'error' ? <LoadError message={english ? errorText(state.error, t('billing.checkout.loadFailed')) : t('billing.checkout.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} /> : null}

        {checkout ? (
          <div className="wsb-checkout__item">
            <span className="wsb-checkout__name">{offerName(checkout.name)}</span>
            <span className="wsb-checkout__price">{price}</span>
          </div>
        ) : null}

        {checkout?.status === 'complete' ? <Alert tone="success">{t('billing.checkout.paid')}</Alert> : null}
        {checkout?.status === 'expired' ? <Alert tone="warning">{t('billing.checkout.expired')}</Alert> : null}
        {payError ? <Alert tone="error">{payError}</Alert> : null}

        <div className="wsb-checkout__actions">
          {checkout?.status === 'open' ? (
            <>
              <button type="button" className="ws-btn" disabled={paying} onClick={cancel}>
                {common('common.cancel')}
              </button>
              <button type="button" className="ws-btn ws-btn--primary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
                {paying ? t('billing.processing') : t('billing.checkout.pay', { price })}
              </button>
            </>
          ) : null}
          {checkout?.status === 'complete' ? (
            <Link to="/dashboard" className="ws-btn ws-btn--primary">
              {t('billing.checkout.toDashboard')}
            </Link>
          ) : null}
          {checkout?.status === 'expired' || state.status === 'error' ? (
            <Link to="/subscription" className="ws-btn">
              {t('billing.checkout.toPlans')}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
