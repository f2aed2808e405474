// Book Now (/bookingAppointment, also /BookingAppointment): frame now; the booking form comes with bookings.
import { Link } from 'react-router-dom';
import { FeaturePending } from '../../components/feature-pending.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function BookingAppointmentPage() {
  return (
    <div className="app-page">
      <PageHeader title="Book Appointment">Book a wrap or send the customer a quote.</PageHeader>
      <FeaturePending
        title="Online booking is not open yet"
        action={
          <Link to="/appointment" className="ws-btn">
            Back to Appointments
          </Link>
        }
      >
        Booking and quotes arrive with the appointment booking release.
      </FeaturePending>
    </div>
  );
}
