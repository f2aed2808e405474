// The In Progress table (spec §2, §9): bookings with status inprogress, their invoice code, customer, vehicle,
// check-in, and the cost sum as money. The invoice code opens the work order.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import { bookingCost, invoiceCode } from '@wrapsmith/core';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { APPOINTMENT_MESSAGES as M } from './appointment-messages.ts';
import { checkInText, customerName, moneyText, vehicleText, workOrderLink } from './booking-format.ts';
import { useLocalPage } from '../../hooks/use-paged-list.ts';
import { LoadedBookings } from './loaded-bookings.tsx';
import { useBookingList } from './use-booking-list.ts';
import { useAccess } from '../viewer/viewer.ts';

const NOUN = ['appointment', 'appointments'] as const;

const COLUMNS: Column<BookingDto>[] = [
  {
    header: 'Invoice',
    cell: (b) => {
      const { to, state } = workOrderLink(b);
      const code = invoiceCode(b._id);
      return (
        <Link to={to} state={state} className="wsa-invoice" aria-label={M.openWorkOrder(code, customerName(b))}>
          {code}
        </Link>
      );
    },
  },
  { header: 'Customer', cell: (b) => customerName(b) },
  { header: 'Vehicle', cell: (b) => vehicleText(b) },
  { header: 'Check-in', cell: (b) => <span className="wsa-nowrap">{checkInText(b)}</span> },
  { header: 'Cost', cell: (b) => <span className="wsa-money">{moneyText(bookingCost(b))}</span> },
];

export function InProgressTable() {
  const titleId = useId();
  const [page, setPage] = useLocalPage('inprogress');
  const { state, reload } = useBookingList({ status: 'inprogress', page });
  // A role without the Prices area gets no cost to show (decision 062).
  const columns = useAccess('prices') === 'none' ? COLUMNS.filter((c) => c.header !== 'Cost') : COLUMNS;
  return (
    <section className="ws-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="ws-card__title">
        {M.inProgress}
      </h2>
      <LoadedBookings state={state} reload={reload} what="appointments in progress" pages={{ label: M.inProgress, noun: NOUN, onPage: setPage }}>
        {(bookings) => <DataTable caption={M.inProgressCaption} columns={columns} rows={bookings} rowKey={(b) => b._id} />}
      </LoadedBookings>
    </section>
  );
}
