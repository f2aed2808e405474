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
import { toLocalDay } from '../../features/bookings/local-day.ts';
import { useWordsDates } from '../../features/leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { readPage, withPageParam } from '../../lib/page-param.ts';
import { useBookingList } from '../../features/bookings/use-booking-list.ts';
import { customerColumn, emailColumn } from '../../features/bookings/booking-columns.tsx';
import { usePagedList } from '../../hooks/use-paged-list.ts';
import '../../features/bookings/bookings.css';
import './customers.css';
import { useAccess } from '../../features/viewer/viewer.ts';
import { VehicleHits } from './vehicle-hits.tsx';

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
  const t = useArea(CUSTOMERS);
  return (
    <div className="app-page">
      <PageHeader
        title={t('customers.title')}
        actions={
          view === 'jobs' ? (
            <a className="ws-btn" href={api.csvExports.bookings({ status: 'completed', q })} download>
              {t('customers.exportCsv')}
            </a>
          ) : null
        }
      >
        {view === 'jobs' ? t('customers.introJobs') : t('customers.introPeople')}
      </PageHeader>
      <nav aria-label={t('customers.views')} className="ws-tabs wsa-views">
        <Link to="/customers" className="ws-tab" aria-current={view === 'people' ? 'page' : undefined}>
          {t('customers.people')}
        </Link>
        <Link to="/customers?view=jobs" className="ws-tab" aria-current={view === 'jobs' ? 'page' : undefined}>
          {t('customers.jobs')}
        </Link>
      </nav>
      {view === 'jobs' ? <CompletedJobs key="jobs" /> : <People key="people" />}
    </div>
  );
}

function People() {
  const t = useArea(CUSTOMERS);
  const columns: Column<CustomerDto>[] = [
    {
      header: t('customers.col.name'),
      cell: (p) => (
        <Link to={`/customers/${encodeURIComponent(p._id)}`} className="wsa-nowrap">
          {p.name || p.email || p.phone || t('customers.unnamed')}
        </Link>
      ),
    },
    { header: t('customers.col.email'), cell: (p) => (p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : '—') },
    { header: t('customers.col.phone'), cell: (p) => <span className="wsa-nowrap">{p.phone || '—'}</span> },
    { header: t('customers.col.vehicles'), cell: (p) => p.vehicles.join(', ') || '—' },
    { header: t('customers.col.quotes'), cell: (p) => p.quotes },
    { header: t('customers.col.bookings'), cell: (p) => p.bookings },
    { header: t('customers.col.jobs'), cell: (p) => p.jobs },
  ];
  const { q, search, setSearch, submit, page, showPage } = useAddressSearch();
  const { state, reload } = usePagedList(JSON.stringify(['customers', q]), page, (api) => api.customers.list({ q, page }));
  return (
    <>
      <SearchForm id="customer-search" label={t('customers.searchPeople')} placeholder={t('customers.searchPeoplePlaceholder')} className="wsa-search" value={search} onChange={setSearch} onSubmit={submit} />
      <VehicleHits q={q} />
      <LoadedBookings state={state} reload={reload} what="customers" pages={{ label: t('customers.title'), noun: [t('customers.nounCustomer'), t('customers.nounCustomers')], onPage: showPage }}>
        {(people) => <DataTable caption={t('customers.title')} columns={columns} rows={people} rowKey={(p) => p._id} />}
      </LoadedBookings>
    </>
  );
}

function CompletedJobs() {
  const t = useArea(CUSTOMERS);
  const dates = useWordsDates();
  // A role without the Prices area gets no totals to show (decision 062).
  const showTotals = useAccess('prices') !== 'none';
  const columns: Column<BookingDto>[] = [
    customerColumn(t('customers.col.name')),
    { ...emailColumn, header: t('customers.col.email') },
    { header: t('customers.col.phone'), cell: (b) => <span className="wsa-nowrap">{b.phone || '—'}</span> },
    { header: t('customers.col.vehicle'), cell: (b) => vehicleText(b) },
    { header: t('customers.col.wrap'), cell: (b) => wrapText(b) },
    // When Vehicle Completed was pressed, not the planned completionDate of the work order.
    { header: t('customers.col.completed'), cell: (b) => <span className="wsa-nowrap">{dates.day(b.completedAt ? toLocalDay(new Date(b.completedAt)) : null)}</span> },
    ...(showTotals ? [{ header: t('customers.col.total'), cell: (b: BookingDto) => <span className="wsa-money">{moneyText(customerTotalOf(b))}</span> }] : []),
  ];
  const { q, search, setSearch, submit, page, showPage } = useAddressSearch();
  const { state, reload } = useBookingList({ status: 'completed', q, page });
  return (
    <>
      <SearchForm id="job-search" label={t('customers.searchJobs')} placeholder={t('customers.searchPlaceholder')} className="wsa-search" value={search} onChange={setSearch} onSubmit={submit} />
      <LoadedBookings state={state} reload={reload} what="completed jobs" pages={{ label: t('customers.jobs'), noun: [t('customers.nounJob'), t('customers.nounJobs')], onPage: showPage }}>
        {(bookings) => <DataTable caption={t('customers.jobs')} columns={columns} rows={bookings} rowKey={(b) => b._id} />}
      </LoadedBookings>
    </>
  );
}
