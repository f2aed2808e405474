// Invoices (/invoices, issue 25 item 5): the shop's invoices, newest first, filtered by status; each opens its page.
import { Link, useSearchParams } from 'react-router-dom';
import type { InvoiceDto } from '@wrapsmith/core/contract';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS, formatMinor, type InvoiceStatus } from '@wrapsmith/core';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useData } from '../../hooks/use-data.ts';
import '../../features/bookings/bookings.css';
import './invoices.css';
import { formatDay } from '../../lib/format.ts';

export const invoiceTitle = (i: Pick<InvoiceDto, 'number'>): string => i.number ?? 'Draft invoice';
export const money = (amount: number, i: Pick<InvoiceDto, 'currency'>, locale = 'en-US'): string => formatMinor(amount, i.currency, { locale });

const COLUMNS: Column<InvoiceDto>[] = [
  { header: 'Invoice', cell: (i) => <Link to={`/invoices/${i._id}`} className="wsa-nowrap">{invoiceTitle(i)}</Link> },
  { header: 'Status', cell: (i) => <span className={`wsa-status wsa-status--${i.status}`}>{INVOICE_STATUS_LABELS[i.status]}</span> },
  { header: 'Customer', cell: (i) => i.customerName || i.customerEmail || '—' },
  { header: 'Vehicle', cell: (i) => i.vehicle || '—' },
  { header: 'Issued', cell: (i) => <span className="wsa-nowrap">{i.issueDate ? formatDay(i.issueDate) : '—'}</span> },
  { header: 'Total', cell: (i) => <span className="wsa-money">{money(i.total, i)}</span> },
  { header: 'Balance due', cell: (i) => <span className="wsa-money">{i.status === 'void' ? '—' : money(Math.max(i.balanceDue, 0), i)}</span> },
];

const isStatus = (value: string | null): value is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(value ?? '');

export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const { state, reload } = useData(`invoices:${status ?? 'all'}`, (api) => api.invoices.list({ status, pageSize: 100 }));
  return (
    <div className="app-page">
      <PageHeader title="Invoices">Invoices are made from a booking’s work order (Invoice this job), numbered when issued.</PageHeader>
      <div className="wsi-filter">
        <SelectField label="Status" value={status ?? ''} onChange={(e) => setParams(e.currentTarget.value ? { status: e.currentTarget.value } : {})}>
          <option value="">All invoices</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {INVOICE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      {state.status === 'error' ? (
        <LoadError message="The invoices could not be loaded." retryLabel="Try again" onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <Spinner label="Loading invoices…" />
      ) : state.data.data.length === 0 ? (
        <EmptyState title={status ? `No ${INVOICE_STATUS_LABELS[status].toLowerCase()} invoices` : 'No invoices yet'}>
          Open a booking’s work order and choose Invoice this job to make one.
        </EmptyState>
      ) : (
        <DataTable caption="Invoices" columns={COLUMNS} rows={state.data.data} rowKey={(i) => i._id} stacked />
      )}
    </div>
  );
}
