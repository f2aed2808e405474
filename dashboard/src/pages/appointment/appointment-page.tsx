// Appointments (/appointment): heading, Book Now and the In Progress table; the calendar and side panels
// arrive with bookings.
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';

const COLUMNS = ['Invoice', 'Customer', 'Vehicle', 'Check-in', 'Cost'].map((header) => ({ header, cell: () => null }));

export function AppointmentPage() {
  return (
    <div className="app-page">
      <PageHeader
        title="Appointments"
        actions={
          <Link to="/BookingAppointment" className="ws-btn ws-btn--primary">
            Book Now
          </Link>
        }
      >
        Today’s work and what is coming up.
      </PageHeader>
      <section className="ws-stack" aria-labelledby="in-progress-title">
        <h2 id="in-progress-title" className="ws-card__title">
          In Progress
        </h2>
        <DataTable caption="Appointments in progress" columns={COLUMNS} rows={[]} rowKey={() => ''} />
      </section>
    </div>
  );
}
