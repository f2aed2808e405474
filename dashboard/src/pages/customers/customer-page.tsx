// One customer (/customers/:id, decision 065): their contact details and vehicles, and each of their quotes,
// bookings and completed jobs, first first, each opening its work order, and their text thread (decision 089). Any of
// their bookings' ids finds them.
import { Link, useParams } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import { apiErrorInfo } from '../../api/errors.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { checkInText, customerTotalOf, moneyText, quoteAmountOf, vehicleText, workOrderLink, wrapText } from '../../features/bookings/booking-format.ts';
import { formatCheckIn, toLocalDay } from '../../features/bookings/local-day.ts';
import { useWordsDates } from '../../features/leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { TextThread } from '../../features/texts/text-thread.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { CustomerVehicles } from './customer-vehicles.tsx';
import '../../features/bookings/bookings.css';
import './customers.css';

export function CustomerPage() {
  const { id = '' } = useParams();
  const t = useArea(CUSTOMERS);
  const c = useArea(COMMON);
  const dates = useWordsDates();
  const { state, reload } = useData(id, async (api) => (await api.customers.get(id)).data);
  const showAmounts = useAccess('prices') !== 'none';
  /** The booked day and check-in time; in another language the day's words are that language's. */
  const bookedFor = (b: BookingDto) =>
    dates.locale === undefined || !b.bookingDate ? checkInText(b) : b.checkInTime ? `${dates.day(b.bookingDate)} · ${formatCheckIn(b.checkInTime)}` : dates.day(b.bookingDate);
  const columns: Column<BookingDto>[] = [
    {
      header: t('customers.col.invoice'),
      cell: (b) => {
        const { to, state } = workOrderLink(b);
        return (
          <Link to={to} state={state} className="wsa-nowrap">
            {b.invoiceCode}
          </Link>
        );
      },
    },
    { header: t('customers.col.status'), cell: (b) => <span className={`wsa-status wsa-status--${b.status}`}>{t(`customers.bookingStatus.${b.status}`)}</span> },
    { header: t('customers.col.vehicle'), cell: (b) => vehicleText(b) },
    { header: t('customers.col.wrap'), cell: (b) => wrapText(b) },
    { header: t('customers.col.bookedFor'), cell: (b) => <span className="wsa-nowrap">{bookedFor(b)}</span> },
    { header: t('customers.col.completed'), cell: (b) => <span className="wsa-nowrap">{dates.day(b.completedAt ? toLocalDay(new Date(b.completedAt)) : null)}</span> },
    ...(showAmounts
      ? [{ header: t('customers.col.amount'), cell: (b: BookingDto) => <span className="wsa-money">{moneyText(b.status === 'quote_sent' ? quoteAmountOf(b) : customerTotalOf(b))}</span> }]
      : []),
  ];
  const back = (
    <Link to="/customers" className="ws-btn ws-btn--ghost">
      {t('customers.allCustomers')}
    </Link>
  );

  if (state.status !== 'ready' && state.status !== 'error') {
    return (
      <div className="app-page">
        <Spinner label={t('customers.loadingCustomer')} />
      </div>
    );
  }
  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader title={t('customers.customer')} actions={back} />
        {missing ? (
          <EmptyState title={t('customers.notFound')}>{t('customers.notFoundDetail')}</EmptyState>
        ) : (
          <LoadError message={t('customers.customerLoadFailed')} retryLabel={c('common.retry')} onRetry={reload} />
        )}
      </div>
    );
  }
  const person = state.data;
  const name = person.name || person.email || person.phone || t('customers.unnamed');
  return (
    <div className="app-page">
      <PageHeader title={name} actions={back}>
        {t('customers.counts', { quotes: person.quotes, bookings: person.bookings, jobs: person.jobs })}
      </PageHeader>
      <dl className="wsa-customer-facts">
        <dt>{t('customers.col.email')}</dt>
        <dd>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '—'}</dd>
        <dt>{t('customers.col.phone')}</dt>
        <dd>{person.phone ? <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a> : '—'}</dd>
      </dl>
      <CustomerVehicles customerId={person._id} customerName={name} />
      <DataTable caption={t('customers.historyCaption', { name })} columns={columns} rows={person.history} rowKey={(b) => b._id} stacked />
      <TextThread customerId={person._id} />
    </div>
  );
}
