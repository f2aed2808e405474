// One invoice (/invoices/:id, issue 25 item 5): its lines, totals, payments and balance, with the actions its status
// allows: issue a draft, email it, record a payment, void it, download the PDF, copy the pay link. /invoices/new
// ?booking= makes the booking's draft (or finds its invoice) and opens it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { InvoiceDetailDto } from '@wrapsmith/core/contract';
import { PAYABLE_INVOICE_STATUSES, STAFF_PAYMENT_METHODS, parseMajor, type StaffPaymentMethod } from '@wrapsmith/core';
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
import { invoiceTitle, money, statusLabel } from './invoices-page.tsx';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { INVOICES } from '../../i18n/areas/invoices/index.ts';
import { useLocale } from '../../i18n/locale.ts';
import '../../features/bookings/bookings.css';
import './invoices.css';
import { formatDay } from '../../lib/format.ts';

/**
 * The server's message in English; in another language the screen's own words (the API speaks English to staff), so
 * no English sentence shows in German.
 */
const useFailure = () => {
  const t = useArea(INVOICES);
  const english = useLocale((s) => s.locale) === 'en';
  return (error: unknown) => (english ? apiErrorInfo(error).message : null) ?? t('invoices.failed');
};
/** The server's success message in English, the screen's own in another language. */
const useDone = () => {
  const english = useLocale((s) => s.locale) === 'en';
  return (message: string | undefined, own: string) => (english ? (message ?? own) : own);
};
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
  const t = useArea(INVOICES);
  const failure = useFailure();
  useEffect(() => {
    if (started.current || !booking) return;
    started.current = true;
    api.invoices.create(booking).then(
      (res) => navigate(`/invoices/${res.data._id}`, { replace: true }),
      (e: unknown) => setError(failure(e)),
    );
  }, [api, booking, navigate, failure]);
  return (
    <div className="app-page">
      <PageHeader title={t('invoices.newTitle')} />
      {!booking ? (
        <EmptyState title={t('invoices.noBooking')}>{t('invoices.noBookingHint')}</EmptyState>
      ) : error ? (
        <Alert tone="error">{error}</Alert>
      ) : (
        <Spinner label={t('invoices.making')} />
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
  const t = useArea(INVOICES);
  const failure = useFailure();
  const done = useDone();
  // One key per payment typed: a double submit of the same form records one payment.
  const key = useRef(newKey());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMajor(amount, invoice.currency);
    if (minor === null || minor <= 0) {
      setError(t('invoices.amountHint'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.invoices.recordPayment(invoice._id, { method, amount: minor, paidOn, reference, idempotencyKey: key.current });
      key.current = newKey();
      setAmount('');
      setReference('');
      notify('success', done(res.message, t('invoices.recorded')));
      onSaved(res.data);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ws-card" onSubmit={(e) => void submit(e)} aria-label={t('invoices.recordTitle')}>
      <h2 className="ws-card__title">{t('invoices.recordTitle')}</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="wsi-pay">
        <SelectField label={t('invoices.method')} value={method} onChange={(e) => setMethod(e.currentTarget.value as StaffPaymentMethod)}>
          {STAFF_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`invoices.method.${m}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('invoices.amountIn', { currency: invoice.currency })} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} hint={t('invoices.balanceHint', { amount: money(invoice.balanceDue, invoice, invoice.locale) })} />
        <TextField label={t('invoices.dateReceived')} type="date" value={paidOn} onChange={(e) => setPaidOn(e.currentTarget.value)} />
        <TextField label={t('invoices.reference')} value={reference} maxLength={120} onChange={(e) => setReference(e.currentTarget.value)} />
      </div>
      <button type="submit" className="ws-btn ws-btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('invoices.recording') : t('invoices.record')}
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
  const t = useArea(INVOICES);
  const common = useArea(COMMON);
  const failure = useFailure();
  const done = useDone();
  const back = (
    <Link to="/invoices" className="ws-btn ws-btn--ghost">
      {t('invoices.back')}
    </Link>
  );

  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader title={t('invoices.invoice')} actions={back} />
        {missing ? <EmptyState title={t('invoices.notFound')}>{t('invoices.notFoundHint')}</EmptyState> : <LoadError message={t('invoices.oneLoadFailed')} retryLabel={common('common.retry')} onRetry={reload} />}
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="app-page">
        <Spinner label={t('invoices.oneLoading')} />
      </div>
    );
  }
  const invoice = state.data;
  const m = (amount: number) => money(amount, invoice, invoice.locale);
  const replace = (next: InvoiceDetailDto) => update(() => next);
  const act = async (name: string, run: () => Promise<{ data: InvoiceDetailDto; message?: string }>, own?: (next: InvoiceDetailDto) => string) => {
    setBusy(name);
    try {
      const res = await run();
      replace(res.data);
      const message = own ? done(res.message, own(res.data)) : res.message;
      if (message) notify('success', message);
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
        invoice.payOnline ? t('invoices.payLinkCopied') : t('invoices.linkCopied'),
      );
    } catch {
      notify('error', t('invoices.copyThis', { link: invoice.payLink }));
    }
  };
  const lineColumns: Column<Line>[] = [
    { header: t('invoices.description'), cell: (l) => l.description },
    { header: t('invoices.qty'), cell: (l) => String(l.quantityMilli / 1000) },
    { header: t('invoices.unitPrice'), cell: (l) => <span className="wsa-money">{m(l.unitAmount)}</span> },
    { header: t('invoices.amount'), cell: (l) => <span className="wsa-money">{m(l.lineAmount)}</span> },
  ];
  const paymentColumns: Column<Payment>[] = [
    { header: t('invoices.date'), cell: (p) => <span className="wsa-nowrap">{formatDay(p.paidOn)}</span> },
    { header: t('invoices.method'), cell: (p) => t(`invoices.method.${p.method}`) },
    { header: t('invoices.reference'), cell: (p) => p.reference || '—' },
    { header: t('invoices.amount'), cell: (p) => <span className="wsa-money">{m(p.amount)}</span> },
  ];
  const payable = PAYABLE_INVOICE_STATUSES.includes(invoice.status);

  return (
    <div className="app-page">
      <PageHeader title={invoiceTitle(invoice, t)} actions={back}>
        <span className={`wsa-status wsa-status--${invoice.status}`}>{statusLabel(t, invoice.status)}</span>
      </PageHeader>
      <dl className="wsi-facts">
        <dt>{t('invoices.customer')}</dt>
        <dd>{[invoice.customerName, invoice.customerEmail].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>{t('invoices.vehicle')}</dt>
        <dd>{invoice.vehicle || '—'}</dd>
        <dt>{t('invoices.issued')}</dt>
        <dd>{invoice.issueDate ? formatDay(invoice.issueDate) : t('invoices.notIssued')}</dd>
        <dt>{t('invoices.due')}</dt>
        <dd>{invoice.dueDate ? formatDay(invoice.dueDate) : '—'}</dd>
      </dl>
      <div className="wsi-actions">
        {mayEdit && invoice.status === 'draft' ? (
          <button type="button" className="ws-btn ws-btn--primary" disabled={busy !== null} aria-busy={busy === 'issue' || undefined} onClick={() => void act('issue', () => api.invoices.issue(invoice._id), (next) => t('invoices.issuedToast', { number: next.number ?? '' }))}>
            {busy === 'issue' ? t('invoices.issuing') : t('invoices.issue')}
          </button>
        ) : null}
        {mayEdit && invoice.status !== 'draft' && invoice.status !== 'void' ? (
          <button type="button" className="ws-btn" disabled={busy !== null || !invoice.customerEmail} aria-busy={busy === 'send' || undefined} onClick={() => void act('send', () => api.invoices.send(invoice._id), () => t('invoices.sentToast', { email: invoice.customerEmail ?? '' }))}>
            {busy === 'send' ? t('invoices.sending') : t('invoices.send')}
          </button>
        ) : null}
        <a className="ws-btn" href={api.invoices.pdfHref(invoice._id)} download>
          {t('invoices.pdf')}
        </a>
        {invoice.payLink && payable ? (
          <button type="button" className="ws-btn" onClick={() => void copyLink()}>
            {invoice.payOnline ? t('invoices.copyPayLink') : t('invoices.copyLink')}
          </button>
        ) : null}
        {mayEdit && invoice.status !== 'void' && invoice.amountPaid === 0 ? (
          <button type="button" className="ws-btn ws-btn--danger" disabled={busy !== null} onClick={() => setConfirmVoid(true)}>
            {t('invoices.void')}
          </button>
        ) : null}
      </div>
      {invoice.payOnlineNote && payable ? (
        <Alert tone="warning">
          {invoice.payOnlineNote}
        </Alert>
      ) : null}
      <DataTable caption={t('invoices.lines')} columns={lineColumns} rows={invoice.lines} rowKey={(l) => `${l.description}-${l.unitAmount}-${l.quantityMilli}`} stacked />
      <dl className="wsi-totals" aria-label={t('invoices.totals')}>
        <dt>{t('invoices.subtotal')}</dt>
        <dd>{m(invoice.subtotal)}</dd>
        {invoice.discount !== 0 ? (
          <>
            <dt>{t('invoices.discount')}</dt>
            <dd>{m(invoice.discount)}</dd>
          </>
        ) : null}
        <dt>{t('invoices.tax')}</dt>
        <dd>{m(invoice.tax)}</dd>
        <dt className="wsi-strong">{t('invoices.total')}</dt>
        <dd className="wsi-strong">{m(invoice.total)}</dd>
        {invoice.depositApplied ? (
          <>
            <dt>{t('invoices.depositPaid')}</dt>
            <dd>{m(-invoice.depositApplied)}</dd>
          </>
        ) : null}
        <dt>{t('invoices.paid')}</dt>
        <dd>{m(invoice.amountPaid)}</dd>
        <dt className="wsi-strong">{t('invoices.balance')}</dt>
        <dd className="wsi-strong">{invoice.status === 'void' ? '—' : m(Math.max(invoice.balanceDue, 0))}</dd>
      </dl>
      {invoice.status !== 'void' && invoice.balanceDue < 0 ? (
        <Alert tone="warning">
          {t('invoices.overpaid', { amount: m(-invoice.balanceDue) })}
        </Alert>
      ) : null}
      {invoice.payments.length ? <DataTable caption={t('invoices.payments')} columns={paymentColumns} rows={invoice.payments} rowKey={(p) => p._id} stacked /> : null}
      {mayEdit && payable ? <PaymentForm invoice={invoice} onSaved={replace} /> : null}
      {confirmVoid ? (
        <ConfirmDialog
          title={t('invoices.voidTitle')}
          confirmLabel={t('invoices.void')}
          cancelLabel={t('invoices.keep')}
          danger
          onConfirm={async () => {
            const res = await api.invoices.void(invoice._id);
            replace(res.data);
            setConfirmVoid(false);
            notify('success', done(res.message, t('invoices.voided')));
          }}
          onClose={() => setConfirmVoid(false)}
        >
          <p>{t('invoices.voidBody')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
