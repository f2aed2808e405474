// The In Progress table (spec §2, §9): bookings with status inprogress, their invoice code, customer, vehicle,
// check-in, and the cost sum as money. The invoice code opens the work order.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import { bookingCost, invoiceCode } from '@wrapsmith/core';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { useArea } from '../../i18n/area.ts';
import { BOOKINGS, type BookingsWords } from '../../i18n/areas/bookings/index.ts';
import { useDayLocale } from './day-locale.ts';
import { checkInText, customerName, moneyText, vehicleText, workOrderLink } from './booking-format.ts';
import { useLocalPage } from '../../hooks/use-paged-list.ts';
import { LoadedBookings } from './loaded-bookings.tsx';
import { useBookingList } from './use-booking-list.ts';
import { useAccess } from '../viewer/viewer.ts';

const NOUN = ['appointment', 'appointments'] as const;

type Translate = BookingsWords;

/** The table's columns in the active language; `cost` false for a role without the Prices area (decision 062). */
function columnsOf(t: Translate, locale: string | undefined, cost: boolean): Column<BookingDto>[] {
  const name = (b: BookingDto) => customerName(b, t('bookings.unnamed'));
  return [
    {
      header: t('bookings.col.invoice'),
      cell: (b) => {
        const { to, state } = workOrderLink(b);
        const code = invoiceCode(b._id);
        return (
          <Link to={to} state={state} className="wsa-invoice" aria-label={t('bookings.openWorkOrder', { invoice: code, customer: name(b) })}>
            {code}
          </Link>
        );
      },
    },
    { header: t('bookings.col.customer'), cell: (b) => name(b) },
    { header: t('bookings.col.vehicle'), cell: (b) => vehicleText(b) },
    { header: t('bookings.col.checkIn'), cell: (b) => <span className="wsa-nowrap">{checkInText(b, locale)}</span> },
    ...(cost ? [{ header: t('bookings.col.cost'), cell: (b: BookingDto) => <span className="wsa-money">{moneyText(bookingCost(b))}</span> }] : []),
  ];
}

export function InProgressTable() {
  const titleId = useId();
  const [page, setPage] = useLocalPage('inprogress');
  const { state, reload } = useBookingList({ status: 'inprogress', page });
  const t = useArea(BOOKINGS);
  const locale = useDayLocale();
  // A role without the Prices area gets no cost to show (decision 062).
  const columns = columnsOf(t, locale, useAccess('prices') !== 'none');
  return (
    <section className="ws-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="ws-card__title">
        {t('bookings.inProgress')}
      </h2>
      <LoadedBookings state={state} reload={reload} what={t('bookings.what.inProgress')} pages={{ label: t('bookings.inProgress'), noun: NOUN, onPage: setPage }}>
        {(bookings) => <DataTable caption={t('bookings.inProgressCaption')} columns={columns} rows={bookings} rowKey={(b) => b._id} />}
      </LoadedBookings>
    </section>
  );
}
