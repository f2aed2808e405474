// The offline payment page: where a customer is sent to pay when no Stripe keys are set. One page for both of the
// customer's payments (issue 25): a quote's deposit (/deposit/pay?token=…&session=…, item 4, decision 084) and an
// invoice's balance through its link (/invoice/pay?token=…&session=…, item 5, decision 087). Like the offline
// checkout, it says that it is a test and no card is charged; Pay records the payment (once, whatever the tabs) and
// goes back to the quote or invoice page as Stripe Checkout would. No login: the link's token is the key. It speaks the
// customer's language (issue 28 item 1, decision 100), as the quote and tracking pages do; money through Intl in it.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMoneyIn, type Locale } from '@wrapsmith/core/i18n';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import type { Api } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import { pageLocale } from '../../features/customer-page/i18n/page-locale.ts';
import { loadPayCatalogue, payCatalogue, payWords, type PayWords } from '../../features/customer-page/i18n/pay.ts';
import './deposit-pay.css';

/** What the page shows of one payment, whichever it is; its words are written in the customer's language. */
interface OfflinePayment {
  item: (t: PayWords) => string;
  amountMinor: number;
  currency: string;
  /** Null while it can be paid; else why not. */
  closed: ((t: PayWords) => string) | null;
  backUrl: string;
  /** The customer's language (decision 100), when the answer carries it. */
  locale?: Locale;
}

interface OfflinePaySource {
  /** The prefix of this page's own keys in the catalogue. */
  kind: 'deposit' | 'invoice';
  load: (api: Api, token: string, sessionId: string) => Promise<OfflinePayment>;
  pay: (api: Api, token: string, sessionId: string) => Promise<string>;
}

const DEPOSIT_SOURCE: OfflinePaySource = {
  kind: 'deposit',
  async load(api, token, sessionId) {
    const deposit = (await api.payments.localDeposit(token, sessionId)).data;
    const status = deposit.status;
    return {
      item: (t) => t('deposit.item', { shop: deposit.shopName }),
      amountMinor: deposit.amountMinor,
      currency: deposit.currency,
      closed: status === 'pending' ? null : (t) => t(`deposit.closed.${status}`),
      backUrl: deposit.returnUrl.replace('&deposit=return', ''),
      locale: deposit.locale,
    };
  },
  pay: async (api, token, sessionId) => (await api.payments.payLocalDeposit(token, sessionId)).data.redirectUrl,
};

const INVOICE_SOURCE: OfflinePaySource = {
  kind: 'invoice',
  async load(api, token, sessionId) {
    const payment = (await api.invoices.localPayment(token, sessionId)).data;
    const status = payment.status;
    return {
      item: (t) => t('invoice.item', { number: payment.number, shop: payment.shopName }),
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      closed: status === 'open' ? null : (t) => t(`invoice.closed.${status}`),
      backUrl: payment.returnUrl.replace('&payment=return', ''),
      locale: payment.locale,
    };
  },
  pay: async (api, token, sessionId) => (await api.invoices.payLocal(token, sessionId)).data.redirectUrl,
};

/** Loads the payment and, with it, the customer's words, so the page never shows English first. */
async function withWords(source: OfflinePaySource, api: Api, token: string, sessionId: string): Promise<OfflinePayment> {
  const payment = await source.load(api, token, sessionId);
  await loadPayCatalogue(pageLocale(payment.locale));
  return payment;
}

function OfflinePayPage({ source }: { source: OfflinePaySource }) {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sessionId = params.get('session') ?? '';
  const { state, reload } = useData(token && sessionId ? `pay ${source.kind} ${token} ${sessionId}` : null, (api) => withWords(source, api, token, sessionId));
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const payment = state.status === 'ready' ? state.data : null;
  // The customer's language once the payment is known (decision 100); before that, the browser's. English until the
  // language's words are loaded.
  const wanted = pageLocale(payment?.locale);
  const locale = payCatalogue(wanted) ? wanted : 'en';
  const [, catalogueLoaded] = useState(0);
  useEffect(() => {
    if (!payCatalogue(wanted)) void loadPayCatalogue(wanted).then(() => catalogueLoaded((n) => n + 1));
  }, [wanted]);
  const t = payWords(locale);
  const title = t(`${source.kind}.title`);
  const loadFailed = t(`${source.kind}.loadFailed`);
  const amount = payment ? formatMoneyIn(locale, { amount: payment.amountMinor, currency: payment.currency }) : '';
  const closed = payment?.closed ? payment.closed(t) : null;

  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      browserLocation.assign(await source.pay(api, token, sessionId));
    } catch (err) {
      // English shows the server's own reason; another language its own words for the same outcome (decision 099).
      setPayError((locale === 'en' ? apiErrorInfo(err).message : undefined) ?? t('payFailed'));
      setPaying(false);
    }
  }

  return (
    <div className="site" lang={locale}>
      <main id="main" className="site-main landing-section">
        <div className="landing-wrap ws-stack app-narrow">
          <h1>{title}</h1>
          <section className="ws-card ws-stack wsd-pay" aria-label={title}>
            <Alert tone="warning">
              <strong>{t('testMode')}</strong>
              <br />
              {t(`${source.kind}.testModeDetail`)}
            </Alert>
            {!token || !sessionId || state.status === 'error' ? (
              <LoadError message={locale === 'en' ? errorText(state.status === 'error' ? state.error : null, loadFailed) : loadFailed} retryLabel={t('retry')} onRetry={reload} />
            ) : null}
            {state.status === 'loading' && token && sessionId ? <Spinner label={t(`${source.kind}.loading`)} /> : null}
            {payment ? (
              <div className="wsd-pay__item">
                <span className="wsd-pay__name">{payment.item(t)}</span>
                <span className="wsd-pay__price">{amount}</span>
              </div>
            ) : null}
            {closed ? <Alert tone="info">{closed}</Alert> : null}
            {payError ? <Alert tone="error">{payError}</Alert> : null}
            <div className="wsd-pay__actions">
              {payment ? (
                <a className="ws-btn" href={payment.backUrl}>
                  {t(`${source.kind}.back`)}
                </a>
              ) : null}
              {payment && !closed ? (
                <button type="button" className="ws-btn ws-btn--primary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
                  {paying ? t('paying') : t('pay', { amount })}
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
