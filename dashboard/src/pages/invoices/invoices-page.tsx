// Invoices (/invoices, issue 25 item 5): the shop's invoices, newest first, filtered by status; each opens its page.
import { Link, useSearchParams } from 'react-router-dom';
import type { InvoiceDto } from '@wrapsmith/core/contract';
import { INVOICE_STATUSES, formatMinor, type InvoiceStatus } from '@wrapsmith/core';
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
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { INVOICES } from '../../i18n/areas/invoices/index.ts';

/** The invoices' words (decision 101), as a screen reads them through useArea(INVOICES). */
export type InvoiceWords = ReturnType<typeof useArea<typeof INVOICES.english>>;
export const invoiceTitle = (i: Pick<InvoiceDto, 'number'>, t?: InvoiceWords): string => i.number ?? (t ? t('invoices.draftTitle') : 'Draft invoice');
export const statusLabel = (t: InvoiceWords, status: InvoiceStatus): string => t(`invoices.status.${status}`);
export const money = (amount: number, i: Pick<InvoiceDto, 'currency'>, locale = 'en-US'): string => formatMinor(amount, i.currency, { locale });

const isStatus = (value: string | null): value is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(value ?? '');

export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const { state, reload } = useData(`invoices:${status ?? 'all'}`, (api) => api.invoices.list({ status, pageSize: 100 }));
  const t = useArea(INVOICES);
  const common = useArea(COMMON);
  const columns: Column<InvoiceDto>[] = [
    { header: t('invoices.colInvoice'), cell: (i) => <Link to={`/invoices/${i._id}`} className="wsa-nowrap">{invoiceTitle(i, t)}</Link> },
    { header: t('invoices.colStatus'), cell: (i) => <span className={`wsa-status wsa-status--${i.status}`}>{statusLabel(t, i.status)}</span> },
    { header: t('invoices.colCustomer'), cell: (i) => i.customerName || i.customerEmail || '—' },
    { header: t('invoices.colVehicle'), cell: (i) => i.vehicle || '—' },
    { header: t('invoices.colIssued'), cell: (i) => <span className="wsa-nowrap">{i.issueDate ? formatDay(i.issueDate) : '—'}</span> },
    { header: t('invoices.colTotal'), cell: (i) => <span className="wsa-money">{money(i.total, i)}</span> },
    { header: t('invoices.colBalance'), cell: (i) => <span className="wsa-money">{i.status === 'void' ? '—' : money(Math.max(i.balanceDue, 0), i)}</span> },
  ];
  return (
    <div className="app-page">
      <PageHeader title={t('invoices.title')}>{t('invoices.intro')}</PageHeader>
      <div className="wsi-filter">
        <SelectField label={t('invoices.filter')} value={status ?? ''} onChange={(e) => setParams(e.currentTarget.value ? { status: e.currentTarget.value } : {})}>
          <option value="">{t('invoices.all')}</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(t, s)}
            </option>
          ))}
        </SelectField>
      </div>
      {state.status === 'error' ? (
        <LoadError message={t('invoices.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <Spinner label={t('invoices.loading')} />
      ) : state.data.data.length === 0 ? (
        <EmptyState title={status ? t(`invoices.none.${status}`) : t('invoices.none')}>{t('invoices.noneHint')}</EmptyState>
      ) : (
        <DataTable caption={t('invoices.title')} columns={columns} rows={state.data.data} rowKey={(i) => i._id} stacked />
      )}
    </div>
  );
}
