// One customer (/customers/:id, decision 065): their contact details and vehicles, and each of their quotes,
// bookings and completed jobs, first first, each opening its work order, and their text thread (decision 089). Any of
// their bookings' ids finds them.
import { Link, useParams } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import { BOOKING_STATUS_LABELS } from '@wrapsmith/core';
import { apiErrorInfo } from '../../api/errors.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { checkInText, customerTotalOf, moneyText, quoteAmountOf, vehicleText, workOrderLink, wrapText } from '../../features/bookings/booking-format.ts';
import { formatDay, toLocalDay } from '../../features/bookings/local-day.ts';
import { TextThread } from '../../features/texts/text-thread.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { CustomerVehicles } from './customer-vehicles.tsx';
import '../../features/bookings/bookings.css';
import './customers.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const COLUMNS: Column<BookingDto>[] = [
  {
    header: 'Invoice',
    cell: (b) => {
      const { to, state } = workOrderLink(b);
      return (
        <Link to={to} state={state} className="wsa-nowrap">
          {b.invoiceCode}
        </Link>
      );
    },
  },
  { header: 'Status', cell: (b) => <span className={`wsa-status wsa-status--${b.status}`}>{BOOKING_STATUS_LABELS[b.status]}</span> },
  { header: 'Vehicle', cell: (b) => vehicleText(b) },
  { header: 'Wrap', cell: (b) => wrapText(b) },
  { header: 'Booked for', cell: (b) => <span className="wsa-nowrap">{checkInText(b)}</span> },
  { header: 'Completed', cell: (b) => <span className="wsa-nowrap">{formatDay(b.completedAt ? toLocalDay(new Date(b.completedAt)) : null)}</span> },
  { header: 'Amount', cell: (b) => <span className="wsa-money">{moneyText(b.status === 'quote_sent' ? quoteAmountOf(b) : customerTotalOf(b))}</span> },
];

export function CustomerPage() {
  const { id = '' } = useParams();
  const { state, reload } = useData(id, async (api) => (await api.customers.get(id)).data);
  const columns = useAccess('prices') === 'none' ? COLUMNS.filter((c) => c.header !== 'Amount') : COLUMNS;
  const back = (
    <Link to="/customers" className="ws-btn ws-btn--ghost">
      All customers
    </Link>
  );

  if (state.status !== 'ready' && state.status !== 'error') {
    return (
      <div className="app-page">
        <Spinner label="Loading the customer…" />
      </div>
    );
  }
  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader title="Customer" actions={back} />
        {missing ? (
          <EmptyState title="Customer not found">They may have been removed, or the link is wrong.</EmptyState>
        ) : (
          <LoadError message="The customer could not be loaded." retryLabel="Try again" onRetry={reload} />
        )}
      </div>
    );
  }
  const person = state.data;
  const name = person.name || person.email || person.phone || 'Unnamed customer';
  return (
    <div className="app-page">
      <PageHeader title={name} actions={back}>
        {[plural(person.quotes, 'quote', 'quotes'), plural(person.bookings, 'booking', 'bookings'), plural(person.jobs, 'completed job', 'completed jobs')].join(' · ')}
      </PageHeader>
      <dl className="wsa-customer-facts">
        <dt>Email</dt>
        <dd>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '—'}</dd>
        <dt>Phone</dt>
        <dd>{person.phone ? <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a> : '—'}</dd>
      </dl>
      <CustomerVehicles customerId={person._id} customerName={name} />
      <DataTable caption={`${name}: quotes, bookings and jobs`} columns={columns} rows={person.history} rowKey={(b) => b._id} stacked />
      <TextThread customerId={person._id} />
    </div>
  );
}
