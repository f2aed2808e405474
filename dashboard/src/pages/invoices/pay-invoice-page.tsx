// The customer's invoice page (/pay-invoice?token=…, issue 25 item 5): no login, the link's token is the key. Shows
// the invoice's lines, total, what was paid and the balance due, with its PDF. When the shop's payment account is
// connected, "Pay {balance}" opens Stripe Checkout on the shop's own account (or the offline test page) for exactly
// the balance (decision 087); back from it (&payment=return) the page asks the API to check the payment with Stripe.
// Without a connected account the page says to pay the shop directly. It speaks the customer's language (issue 28
// item 1, decision 100; the answer's `customerLocale`), as the invoice email and PDF do: an English reader keeps the
// shop's invoice locale for amounts and days, as before; another language writes them its own way through Intl.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicInvoiceDto } from '@wrapsmith/core/contract';
import { formatMinor, isCalendarDay } from '@wrapsmith/core';
import { formatDate, formatMoneyIn, formatNumber, type Locale } from '@wrapsmith/core/i18n';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useData } from '../../hooks/use-data.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import { INVOICE_PAGE } from '../../features/customer-page/i18n/invoice.ts';
import { loadFor, usePageWords } from '../../features/customer-page/i18n/page-catalogue.ts';
import './invoices.css';
import { formatDay } from '../../lib/format.ts';

type Line = PublicInvoiceDto['lines'][number];

/** Amounts, days and quantities for the reader: English as the shop's invoice settings write them, else `locale`'s way. */
function invoiceFormats(invoice: PublicInvoiceDto, locale: Locale) {
  if (locale === 'en') {
    return {
      money: (amount: number) => formatMinor(amount, invoice.currency, { locale: invoice.locale }),
      day: (day: string) => formatDay(day),
      quantity: (milli: number) => String(milli / 1000),
    };
  }
  return {
    money: (amount: number) => formatMoneyIn(locale, { amount, currency: invoice.currency }),
    day: (day: string) => (isCalendarDay(day) ? formatDate(locale, new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : day),
    quantity: (milli: number) => formatNumber(locale, milli / 1000),
  };
}

export function PayInvoicePage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = /^[0-9a-f]{64}$/.test(token);
  const returning = params.get('payment') === 'return';
  // Back from Checkout: the API asks Stripe and records a paid session (as the webhook does) before answering.
  // The customer's words arrive with the invoice, so the page never shows English first.
  const { state, reload } = useData(valid ? `public-invoice:${token}:${returning}` : null, async (api) =>
    loadFor(INVOICE_PAGE, (returning ? await api.invoices.verify(token) : await api.invoices.publicGet(token)).data, (i) => i.customerLocale),
  );
  const { locale, t } = usePageWords(INVOICE_PAGE, state.status === 'ready' ? state.data.customerLocale : undefined);
  const api = useApi();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      browserLocation.assign((await api.invoices.checkout(token)).data.url);
    } catch (error) {
      // English shows the server's own reason; another language its own words for the same outcome (decision 099).
      setPayError((locale === 'en' ? apiErrorInfo(error).message : undefined) ?? t('payFailed'));
      setPaying(false);
    }
  };

  if (!valid || (state.status === 'error' && apiErrorInfo(state.error).status === 404)) {
    return (
      <main className="app-page" id="main" lang={locale}>
        <Alert tone="error">{t('invalid')}</Alert>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="app-page" id="main" lang={locale}>
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />
      </main>
    );
  }
  if (state.status !== 'ready') {
    return (
      <main className="app-page" id="main" lang={locale}>
        <Spinner label={t('loading')} />
      </main>
    );
  }
  const invoice = state.data;
  const f = invoiceFormats(invoice, locale);
  const m = f.money;
  const shop = invoice.shopName;
  const columns: Column<Line>[] = [
    { header: t('description'), cell: (l) => l.description },
    { header: t('quantity'), cell: (l) => f.quantity(l.quantityMilli) },
    { header: t('amount'), cell: (l) => <span className="wsa-money">{m(l.lineAmount)}</span> },
  ];
  return (
    <main className="app-page" id="main" lang={locale}>
      <h1>{t('title', { shop, number: invoice.number })}</h1>
      <dl className="wsi-facts">
        <dt>{t('status')}</dt>
        <dd>{t(`status.${invoice.status}`)}</dd>
        <dt>{t('for')}</dt>
        <dd>{[invoice.customerName, invoice.vehicle].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>{t('issued')}</dt>
        <dd>{invoice.issueDate ? f.day(invoice.issueDate) : '—'}</dd>
        <dt>{t('due')}</dt>
        <dd>{invoice.dueDate ? f.day(invoice.dueDate) : '—'}</dd>
      </dl>
      <DataTable caption={t('lines')} columns={columns} rows={invoice.lines} rowKey={(l) => `${l.description}-${l.lineAmount}`} stacked />
      <dl className="wsi-totals" aria-label={t('totals')}>
        <dt>{t('tax')}</dt>
        <dd>{m(invoice.tax)}</dd>
        <dt className="wsi-strong">{t('total')}</dt>
        <dd className="wsi-strong">{m(invoice.total)}</dd>
        <dt>{t('paid')}</dt>
        <dd>{m(invoice.amountPaid)}</dd>
        <dt className="wsi-strong">{t('balanceDue')}</dt>
        <dd className="wsi-strong">{m(Math.max(invoice.balanceDue, 0))}</dd>
      </dl>
      {invoice.status === 'void' ? (
        <Alert tone="warning">{t('void', { shop })}</Alert>
      ) : invoice.balanceDue <= 0 ? (
        <p data-testid="invoice-paid">{t('paidInFull')}</p>
      ) : invoice.payOnline ? (
        <div className="ws-stack">
          {returning ? <Alert tone="info">{t('notConfirmed')}</Alert> : null}
          {payError ? <Alert tone="error">{payError}</Alert> : null}
          <p>
            <button type="button" className="ws-btn ws-btn--primary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
              {paying ? t('opening') : t('pay', { amount: m(invoice.balanceDue) })}
            </button>
          </p>
          <p className="ws-muted">{t('byCard', { shop })}</p>
        </div>
      ) : (
        <p>{t('payTheShop', { shop })}</p>
      )}
      <p>
        <a className="ws-btn" href={invoice.pdfUrl} download>
          {t('pdf')}
        </a>
      </p>
    </main>
  );
}
