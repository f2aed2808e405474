// The customer's invoice page (/pay-invoice?token=…, issue 25 item 5): no login, the link's token is the key. Shows
// the invoice's lines, total, what was paid and the balance due, with its PDF. Paying the balance online comes with
// the shop's payment account (issue 25 item 4); until then the page says to pay the shop directly.
import { useSearchParams } from 'react-router-dom';
import type { PublicInvoiceDto } from '@wrapsmith/core/contract';
import { INVOICE_STATUS_LABELS, formatMinor } from '@wrapsmith/core';
import { apiErrorInfo } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useData } from '../../hooks/use-data.ts';
import './invoices.css';

type Line = PublicInvoiceDto['lines'][number];

export function PayInvoicePage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = /^[0-9a-f]{64}$/.test(token);
  const { state, reload } = useData(valid ? `public-invoice:${token}` : null, async (api) => (await api.invoices.publicGet(token)).data);

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
        <dd>{invoice.issueDate}</dd>
        <dt>Due</dt>
        <dd>{invoice.dueDate ?? '—'}</dd>
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
      ) : invoice.balanceDue > 0 ? (
        <p>To pay the balance, contact {invoice.shopName}: they take cash, card in the shop and bank transfers.</p>
      ) : (
        <p>Paid in full. Thank you!</p>
      )}
      <p>
        <a className="ws-btn" href={invoice.pdfUrl} download>
          Download the invoice (PDF)
        </a>
      </p>
    </main>
  );
}
