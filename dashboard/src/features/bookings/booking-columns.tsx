// Table columns the booking lists share (Customers, Quotes sent): the customer's name opening the work order,
// and their email as a mail link.
import { Link } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import type { Column } from '../../components/data-table.tsx';
import { customerName, workOrderLink } from './booking-format.ts';

export function customerColumn(header: string): Column<BookingDto> {
  return {
    header,
    cell: (b) => {
      const { to, state } = workOrderLink(b);
      return (
        <Link to={to} state={state} className="wsa-nowrap">
          {customerName(b)}
        </Link>
      );
    },
  };
}

export const emailColumn: Column<BookingDto> = { header: 'Email', cell: (b) => (b.email ? <a href={`mailto:${b.email}`}>{b.email}</a> : '—') };
