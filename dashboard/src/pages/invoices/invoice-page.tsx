// One invoice (/invoices/:id, issue 25 item 5): its lines, totals, payments and balance, with the actions its status
// allows: issue a draft, email it, record a payment, void it, download the PDF, copy the pay link. /invoices/new
// ?booking= makes the booking's draft (or finds its invoice) and opens it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { InvoiceDetailDto } from '@wrapsmith/core/contract';
import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYABLE_INVOICE_STATUSES, STAFF_PAYMENT_METHODS, parseMajor, type StaffPaymentMethod } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField, TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { notify } from '../../components/toasts.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { invoiceTitle, money } from './invoices-page.tsx';
import '../../features/bookings/bookings.css';
import './invoices.css';
import { formatDay } from '../../lib/format.ts';

const failure = (error: unknown) => apiErrorInfo(error).message ?? 'Something went wrong. Please try again.';
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

type Line = InvoiceDetailDto['lines'][number];
type Payment = InvoiceDetailDto['payments'][number];

export function NewInvoicePage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const booking = params.get('booking') ?? '';
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !booking) return;
    started.current = true;
    api.invoices.create(booking).then(
      (res) => navigate(`/invoices/${res.data._id}`, { replace: true }),
      (e: unknown) => setError(failure(e)),
    );
  }, [api, booking, navigate]);
  return (
    <div className="app-page">
      <PageHeader title="New invoice" />
      {!booking ? (
        <EmptyState title="No booking chosen">Open a booking’s work order and choose Invoice this job.</EmptyState>
      ) : error ? (
        <Alert tone="error">{error}</Alert>
      ) : (
        <Spinner label="Making the invoice…" />
      )}
    </div>
  );
}

function PaymentForm({ invoice, onSaved }: { invoice: InvoiceDetailDto; onSaved: (next: InvoiceDetailDto) => void }) {
  const api = useApi();
  const [method, setMethod] = useState<StaffPaymentMethod>('cash');
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per payment typed: a double submit of the same form records one payment.
  const key = useRef(newKey());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMajor(amount, invoice.currency);
    if (minor === null || minor <= 0) {
      setError('Enter the amount received, for example 250.00.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.invoices.recordPayment(invoice._id, { method, amount: minor, paidOn, reference, idempotencyKey: key.current });
      key.current = newKey();
      setAmount('');
      setReference('');
      notify('success', res.message ?? 'Payment recorded');
      onSaved(res.data);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ws-card" onSubmit={(e) => void submit(e)} aria-label="Record a payment">
      <h2 className="ws-card__title">Record a payment</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="wsi-pay">
        <SelectField label="Method" value={method} onChange={(e) => setMethod(e.currentTarget.value as StaffPaymentMethod)}>
          {STAFF_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <TextField label={`Amount (${invoice.currency})`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} hint={`Balance due: ${money(invoice.balanceDue, invoice, invoice.locale)}`} />
        <TextField label="Date received" type="date" value={paidOn} onChange={(e) => setPaidOn(e.currentTarget.value)} />
        <TextField label="Reference" value={reference} maxLength={120} onChange={(e) => setReference(e.currentTarget.value)} />
      </div>
      <button type="submit" className="ws-btn ws-btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Recording…' : 'Record payment'}
      </button>
    </form>
  );
}

export function InvoicePage() {
  const { id = '' } = useParams();
  const api = useApi();
  const { state, reload, update } = useData(`invoice:${id}`, async (a) => (await a.invoices.get(id)).data);
  const mayEdit = useAccess('prices') === 'edit';
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const back = (
    <Link to="/invoices" className="ws-btn ws-btn--ghost">
      All invoices
    </Link>
  );

  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader title="Invoice" actions={back} />
        {missing ? <EmptyState title="Invoice not found">The link may be wrong.</EmptyState> : <LoadError message="The invoice could not be loaded." retryLabel="Try again" onRetry={reload} />}
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="app-page">
        <Spinner label="Loading the invoice…" />
      </div>
    );
  }
  const invoice = state.data;
  const m = (amount: number) => money(amount, invoice, invoice.locale);
  const replace = (next: InvoiceDetailDto) => update(() => next);
  const act = async (name: string, run: () => Promise<{ data: InvoiceDetailDto; message?: string }>) => {
    setBusy(name);
    try {
      const res = await run();
      replace(res.data);
      if (res.message) notify('success', res.message);
    } catch (error) {
      notify('error', failure(error));
    } finally {
      setBusy(null);
    }
  };
  const copyLink = async () => {
    if (!invoice.payLink) return;
    try {
      await navigator.clipboard.writeText(invoice.payLink);
      notify(
        'success',
        invoice.payOnline
          ? 'Pay link copied: the customer sees the invoice and pays its balance by card to your Stripe account'
          : 'Invoice link copied: the customer sees the invoice and its balance (connect your Stripe account under Settings → Payments to take payments through it)',
      );
    } catch {
      notify('error', `Copy this link: ${invoice.payLink}`);
    }
  };
  const lineColumns: Column<Line>[] = [
    { header: 'Description', cell: (l) => l.description },
    { header: 'Qty', cell: (l) => String(l.quantityMilli / 1000) },
    { header: 'Unit price', cell: (l) => <span className="wsa-money">{m(l.unitAmount)}</span> },
    { header: 'Amount', cell: (l) => <span className="wsa-money">{m(l.lineAmount)}</span> },
  ];
  const paymentColumns: Column<Payment>[] = [
    { header: 'Date', cell: (p) => <span className="wsa-nowrap">{formatDay(p.paidOn)}</span> },
    { header: 'Method', cell: (p) => PAYMENT_METHOD_LABELS[p.method] },
    { header: 'Reference', cell: (p) => p.reference || '—' },
    { header: 'Amount', cell: (p) => <span className="wsa-money">{m(p.amount)}</span> },
  ];
  const payable = PAYABLE_INVOICE_STATUSES.includes(invoice.status);

  return (
    <div className="app-page">
      <PageHeader title={invoiceTitle(invoice)} actions={back}>
        <span className={`wsa-status wsa-status--${invoice.status}`}>{INVOICE_STATUS_LABELS[invoice.status]}</span>
      </PageHeader>
      <dl className="wsi-facts">
        <dt>Customer</dt>
        <dd>{[invoice.customerName, invoice.customerEmail].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>Vehicle</dt>
        <dd>{invoice.vehicle || '—'}</dd>
        <dt>Issued</dt>
        <dd>{invoice.issueDate ? formatDay(invoice.issueDate) : 'Not yet: a draft has no number'}</dd>
        <dt>Due</dt>
        <dd>{invoice.dueDate ? formatDay(invoice.dueDate) : '—'}</dd>
      </dl>
      <div className="wsi-actions">
        {mayEdit && invoice.status === 'draft' ? (
          <button type="button" className="ws-btn ws-btn--primary" disabled={busy !== null} aria-busy={busy === 'issue' || undefined} onClick={() => void act('issue', () => api.invoices.issue(invoice._id))}>
            {busy === 'issue' ? 'Issuing…' : 'Issue invoice'}
          </button>
        ) : null}
        {mayEdit && invoice.status !== 'draft' && invoice.status !== 'void' ? (
          <button type="button" className="ws-btn" disabled={busy !== null || !invoice.customerEmail} aria-busy={busy === 'send' || undefined} onClick={() => void act('send', () => api.invoices.send(invoice._id))}>
            {busy === 'send' ? 'Sending…' : 'Email to customer'}
          </button>
        ) : null}
        <a className="ws-btn" href={api.invoices.pdfHref(invoice._id)} download>
          Download PDF
        </a>
        {invoice.payLink && payable ? (
          <button type="button" className="ws-btn" onClick={() => void copyLink()}>
            {invoice.payOnline ? 'Copy pay-the-balance link' : 'Copy invoice link'}
          </button>
        ) : null}
        {mayEdit && invoice.status !== 'void' && invoice.amountPaid === 0 ? (
          <button type="button" className="ws-btn ws-btn--danger" disabled={busy !== null} onClick={() => setConfirmVoid(true)}>
            Void invoice
          </button>
        ) : null}
      </div>
      {invoice.payOnlineNote && payable ? (
        <Alert tone="warning">
          {invoice.payOnlineNote}
        </Alert>
      ) : null}
      <DataTable caption="Lines" columns={lineColumns} rows={invoice.lines} rowKey={(l) => `${l.description}-${l.unitAmount}-${l.quantityMilli}`} stacked />
      <dl className="wsi-totals" aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{m(invoice.subtotal)}</dd>
        {invoice.discount !== 0 ? (
          <>
            <dt>Discount</dt>
            <dd>{m(invoice.discount)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd>{m(invoice.tax)}</dd>
        <dt className="wsi-strong">Total</dt>
        <dd className="wsi-strong">{m(invoice.total)}</dd>
        {invoice.depositApplied ? (
          <>
            <dt>Deposit paid</dt>
            <dd>{m(-invoice.depositApplied)}</dd>
          </>
        ) : null}
        <dt>Paid</dt>
        <dd>{m(invoice.amountPaid)}</dd>
        <dt className="wsi-strong">Balance due</dt>
        <dd className="wsi-strong">{invoice.status === 'void' ? '—' : m(Math.max(invoice.balanceDue, 0))}</dd>
      </dl>
      {invoice.status !== 'void' && invoice.balanceDue < 0 ? (
        <Alert tone="warning">
          Overpaid by {m(-invoice.balanceDue)}: more was paid online than was due. Refund the difference to the customer from your Stripe dashboard.
        </Alert>
      ) : null}
      {invoice.payments.length ? <DataTable caption="Payments" columns={paymentColumns} rows={invoice.payments} rowKey={(p) => p._id} stacked /> : null}
      {mayEdit && payable ? <PaymentForm invoice={invoice} onSaved={replace} /> : null}
      {confirmVoid ? (
        <ConfirmDialog
          title="Void this invoice?"
          confirmLabel="Void invoice"
          cancelLabel="Keep it"
          danger
          onConfirm={async () => {
            const res = await api.invoices.void(invoice._id);
            replace(res.data);
            setConfirmVoid(false);
            notify('success', res.message ?? 'Invoice voided');
          }}
          onClose={() => setConfirmVoid(false)}
        >
          <p>A void invoice keeps its number and can no longer be paid. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
