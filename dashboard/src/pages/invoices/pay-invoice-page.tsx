// The customer's invoice page (/pay-invoice?token=…, issue 25 item 5): no login, the link's token is the key. Shows
// the invoice's lines, total, what was paid and the balance due, with its PDF. When the shop's payment account is
// connected, "Pay {balance}" opens Stripe Checkout on the shop's own account (or the offline test page) for exactly
// the balance (decision 087); back from it (&payment=return) the page asks the API to check the payment with Stripe.
// Without a connected account the page says to pay the shop directly.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicInvoiceDto } from '@wrapsmith/core/contract';
import { INVOICE_STATUS_LABELS, formatMinor } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useData } from '../../hooks/use-data.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import './invoices.css';
import { formatDay } from '../../lib/format.ts';

type Line = PublicInvoiceDto['lines'][number];

export function PayInvoicePage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = /^[0-9a-f]{64}$/.test(token);
  const returning = params.get('payment') === 'return';
  // Back from Checkout: the API asks Stripe and records a paid session (as the webhook does) before answering.
  const { state, reload } = useData(valid ? `public-invoice:${token}:${returning}` : null, async (api) =>
    (returning ? await api.invoices.verify(token) : await api.invoices.publicGet(token)).data,
  );
  const api = useApi();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      browserLocation.assign((await api.invoices.checkout(token)).data.url);
    } catch (error) {
      setPayError(apiErrorInfo(error).message ?? 'We could not open the payment page just now. Try again.');
      setPaying(false);
    }
  };

  if (!valid || (state.status === 'error' && apiErrorInfo(state.error).status === 404)) {
    return (
      <main className="app-page" id="main">
        <Alert tone="error">This invoice link is not valid. Ask the shop for a new one.</Alert>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="app-page" id="main">
        <LoadError message="We could not load your invoice just now." retryLabel="Try again" onRetry={reload} />
      </main>
    );
  }
  if (state.status !== 'ready') {
    return (
      <main className="app-page" id="main">
        <Spinner label="Loading your invoice…" />
      </main>
    );
  }
  const invoice = state.data;
  const m = (amount: number) => formatMinor(amount, invoice.currency, { locale: invoice.locale });
  const columns: Column<Line>[] = [
    { header: 'Description', cell: (l) => l.description },
    { header: 'Qty', cell: (l) => String(l.quantityMilli / 1000) },
    { header: 'Amount', cell: (l) => <span className="wsa-money">{m(l.lineAmount)}</span> },
  ];
  return (
    <main className="app-page" id="main">
      <h1>
        {invoice.shopName}: invoice {invoice.number}
      </h1>
      <dl className="wsi-facts">
        <dt>Status</dt>
        <dd>{INVOICE_STATUS_LABELS[invoice.status]}</dd>
        <dt>For</dt>
        <dd>{[invoice.customerName, invoice.vehicle].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>Issued</dt>
        <dd>{invoice.issueDate ? formatDay(invoice.issueDate) : '—'}</dd>
        <dt>Due</dt>
        <dd>{invoice.dueDate ? formatDay(invoice.dueDate) : '—'}</dd>
      </dl>
      <DataTable caption="Lines" columns={columns} rows={invoice.lines} rowKey={(l) => `${l.description}-${l.lineAmount}`} stacked />
      <dl className="wsi-totals" aria-label="Totals">
        <dt>Tax</dt>
        <dd>{m(invoice.tax)}</dd>
        <dt className="wsi-strong">Total</dt>
        <dd className="wsi-strong">{m(invoice.total)}</dd>
        <dt>Paid</dt>
        <dd>{m(invoice.amountPaid)}</dd>
        <dt className="wsi-strong">Balance due</dt>
        <dd className="wsi-strong">{m(Math.max(invoice.balanceDue, 0))}</dd>
      </dl>
      {invoice.status === 'void' ? (
        <Alert tone="warning">This invoice was cancelled by {invoice.shopName} and is not payable.</Alert>
      ) : invoice.balanceDue <= 0 ? (
        <p data-testid="invoice-paid">Paid in full. Thank you!</p>
      ) : invoice.payOnline ? (
        <div className="ws-stack">
          {returning ? (
            <Alert tone="info">Your payment is not confirmed yet: it can take a minute. Refresh this page, or pay again if you left the payment page without paying.</Alert>
          ) : null}
          {payError ? <Alert tone="error">{payError}</Alert> : null}
          <p>
            <button type="button" className="ws-btn ws-btn--primary" disabled={paying} aria-busy={paying || undefined} onClick={() => void pay()}>
              {paying ? 'Opening the payment page…' : `Pay ${m(invoice.balanceDue)}`}
            </button>
          </p>
          <p className="ws-muted">Paid by card to {invoice.shopName}. You can also pay them in the shop or by bank transfer.</p>
        </div>
      ) : (
        <p>To pay the balance, contact {invoice.shopName}: they take cash, card in the shop and bank transfers.</p>
      )}
      <p>
        <a className="ws-btn" href={invoice.pdfUrl} download>
          Download the invoice (PDF)
        </a>
      </p>
    </main>
  );
}
