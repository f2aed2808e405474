// Customers (/customers, spec §2 "Customers and Leads"): completed appointments with search, a page at a time,
// and a CSV export of every one that matches. The search and the page live in the address (?q=&page=) so Back and
// a shared link keep them; each name opens the booking's work order.
import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/api/types';
import { useApi } from '../../api/index.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { customerTotalOf, moneyText, vehicleText, wrapText } from '../../features/bookings/booking-format.ts';
import { LoadedBookings } from '../../features/bookings/loaded-bookings.tsx';
import { formatDay, toLocalDay } from '../../features/bookings/local-day.ts';
import { readPage, withPageParam } from '../../lib/page-param.ts';
import { useBookingList } from '../../features/bookings/use-booking-list.ts';
import { customerColumn, emailColumn } from '../../features/bookings/booking-columns.tsx';
import '../../features/bookings/bookings.css';
import { useAccess } from '../../features/viewer/viewer.ts';

const NOUN = ['customer', 'customers'] as const;

const COLUMNS: Column<BookingDto>[] = [
  customerColumn('Name'),
  emailColumn,
  { header: 'Phone', cell: (b) => <span className="wsa-nowrap">{b.phone || '—'}</span> },
  { header: 'Vehicle', cell: (b) => vehicleText(b) },
  { header: 'Wrap', cell: (b) => wrapText(b) },
  // When Vehicle Completed was pressed, not the planned completionDate of the work order.
  { header: 'Completed', cell: (b) => <span className="wsa-nowrap">{formatDay(b.completedAt ? toLocalDay(new Date(b.completedAt)) : null)}</span> },
  { header: 'Total', cell: (b) => <span className="wsa-money">{moneyText(customerTotalOf(b))}</span> },
];

export function CustomersPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setSearch(q);
  }
  const page = readPage(params.get('page'));
  // A role without the Prices area gets no totals to show (decision 062).
  const columns = useAccess('prices') === 'none' ? COLUMNS.filter((c) => c.header !== 'Total') : COLUMNS;
  const { state, reload } = useBookingList({ status: 'completed', q, page });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    const value = search.trim();
    if (value) next.set('q', value);
    else next.delete('q');
    next.delete('page');
    setParams(next);
  }

  const showPage = useCallback(
    (to: number) => {
      setParams((current) => withPageParam(current, 'page', to));
    },
    [setParams],
  );

  return (
    <div className="app-page">
      <PageHeader
        title="Customers"
        actions={
          <a className="ws-btn" href={api.csvExports.bookings({ status: 'completed', q })} download>
            Export CSV
          </a>
        }
      >
        Everyone whose wrap you have completed.
      </PageHeader>
      <SearchForm id="customer-search" label="Search customers" className="wsa-search" value={search} onChange={setSearch} onSubmit={submit} />
      <LoadedBookings state={state} reload={reload} what="customers" pages={{ label: 'Customers', noun: NOUN, onPage: showPage }}>
        {(bookings) => <DataTable caption="Customers" columns={columns} rows={bookings} rowKey={(b) => b._id} />}
      </LoadedBookings>
    </div>
  );
}
