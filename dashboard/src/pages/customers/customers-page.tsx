// Customers (/customers, issue 22 item 11, decision 065): the shop's customers as people, one row per person
// (bookings merged by email, or phone without one) with their vehicles and how many quotes, bookings and completed
// jobs they have; each name opens the person (/customers/:id). Beside it, "Completed jobs" (?view=jobs) is the spec's
// table of completed appointments with search and a CSV export. The view, the search and the page live in the
// address (?view=&q=&page=) so Back and a shared link keep them.
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BookingDto, CustomerDto } from '@wrapsmith/core/contract';
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
import { usePagedList } from '../../hooks/use-paged-list.ts';
import '../../features/bookings/bookings.css';
import './customers.css';
import { useAccess } from '../../features/viewer/viewer.ts';
import { VehicleHits } from './vehicle-hits.tsx';

const PEOPLE_NOUN = ['customer', 'customers'] as const;
const JOBS_NOUN = ['completed job', 'completed jobs'] as const;

const PEOPLE_COLUMNS: Column<CustomerDto>[] = [
  {
    header: 'Name',
    cell: (p) => (
      <Link to={`/customers/${encodeURIComponent(p._id)}`} className="wsa-nowrap">
        {p.name || p.email || p.phone || 'Unnamed customer'}
      </Link>
    ),
  },
  { header: 'Email', cell: (p) => (p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : '—') },
  { header: 'Phone', cell: (p) => <span className="wsa-nowrap">{p.phone || '—'}</span> },
  { header: 'Vehicles', cell: (p) => p.vehicles.join(', ') || '—' },
  { header: 'Quotes', cell: (p) => p.quotes },
  { header: 'Bookings', cell: (p) => p.bookings },
  { header: 'Jobs', cell: (p) => p.jobs },
];

const JOB_COLUMNS: Column<BookingDto>[] = [
  customerColumn('Name'),
  emailColumn,
  { header: 'Phone', cell: (b) => <span className="wsa-nowrap">{b.phone || '—'}</span> },
  { header: 'Vehicle', cell: (b) => vehicleText(b) },
  { header: 'Wrap', cell: (b) => wrapText(b) },
  // When Vehicle Completed was pressed, not the planned completionDate of the work order.
  { header: 'Completed', cell: (b) => <span className="wsa-nowrap">{formatDay(b.completedAt ? toLocalDay(new Date(b.completedAt)) : null)}</span> },
  { header: 'Total', cell: (b) => <span className="wsa-money">{moneyText(customerTotalOf(b))}</span> },
];

type View = 'people' | 'jobs';

/** The search box's text, kept in step with ?q= (Back, a link), and the submit that writes it there on page 1. */
function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setSearch(q);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    const value = search.trim();
    if (value) next.set('q', value);
    else next.delete('q');
    next.delete('page');
    setParams(next);
  }
  const showPage = useCallback((to: number) => setParams((current) => withPageParam(current, 'page', to)), [setParams]);
  return { q, search, setSearch, submit, page: readPage(params.get('page')), showPage };
}

export function CustomersPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const view: View = params.get('view') === 'jobs' ? 'jobs' : 'people';
  const q = params.get('q') ?? '';
  return (
    <div className="app-page">
      <PageHeader
        title="Customers"
        actions={
          view === 'jobs' ? (
            <a className="ws-btn" href={api.csvExports.bookings({ status: 'completed', q })} download>
              Export CSV
            </a>
          ) : null
        }
      >
        {view === 'jobs' ? 'Every wrap you have completed, on the day it was completed.' : 'Everyone you have quoted, booked or worked for.'}
      </PageHeader>
      <nav aria-label="Customer views" className="ws-tabs wsa-views">
        <Link to="/customers" className="ws-tab" aria-current={view === 'people' ? 'page' : undefined}>
          People
        </Link>
        <Link to="/customers?view=jobs" className="ws-tab" aria-current={view === 'jobs' ? 'page' : undefined}>
          Completed jobs
        </Link>
      </nav>
      {view === 'jobs' ? <CompletedJobs key="jobs" /> : <People key="people" />}
    </div>
  );
}

function People() {
  const { q, search, setSearch, submit, page, showPage } = useAddressSearch();
  const { state, reload } = usePagedList(JSON.stringify(['customers', q]), page, (api) => api.customers.list({ q, page }));
  return (
    <>
      <SearchForm id="customer-search" label="Search customers" placeholder="Name, email, phone, plate or VIN…" className="wsa-search" value={search} onChange={setSearch} onSubmit={submit} />
      <VehicleHits q={q} />
      <LoadedBookings state={state} reload={reload} what="customers" pages={{ label: 'Customers', noun: PEOPLE_NOUN, onPage: showPage }}>
        {(people) => <DataTable caption="Customers" columns={PEOPLE_COLUMNS} rows={people} rowKey={(p) => p._id} />}
      </LoadedBookings>
    </>
  );
}

function CompletedJobs() {
  const { q, search, setSearch, submit, page, showPage } = useAddressSearch();
  // A role without the Prices area gets no totals to show (decision 062).
  const columns = useAccess('prices') === 'none' ? JOB_COLUMNS.filter((c) => c.header !== 'Total') : JOB_COLUMNS;
  const { state, reload } = useBookingList({ status: 'completed', q, page });
  return (
    <>
      <SearchForm id="job-search" label="Search completed jobs" className="wsa-search" value={search} onChange={setSearch} onSubmit={submit} />
      <LoadedBookings state={state} reload={reload} what="completed jobs" pages={{ label: 'Completed jobs', noun: JOBS_NOUN, onPage: showPage }}>
        {(bookings) => <DataTable caption="Completed jobs" columns={columns} rows={bookings} rowKey={(b) => b._id} />}
      </LoadedBookings>
    </>
  );
}
