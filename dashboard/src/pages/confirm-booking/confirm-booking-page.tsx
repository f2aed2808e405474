// Public booking confirmation (/confirm-booking?token=…): frame now; booking details and Accept/Reject come
// with bookings.
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert.tsx';
import { FeaturePending } from '../../components/feature-pending.tsx';

export function ConfirmBookingPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="landing-section">
      <div className="landing-wrap ws-stack app-narrow">
        <h1>Your booking</h1>
        {token ? (
          <FeaturePending title="Booking confirmation is not available yet">Your shop will contact you to confirm this booking.</FeaturePending>
        ) : (
          <Alert tone="error">This link is missing its booking token. Please use the full link from your email.</Alert>
        )}
      </div>
    </div>
  );
}
