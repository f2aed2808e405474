// Work Order (/work-order): opened from an appointment; frame now, the form comes with bookings.
import { Link } from 'react-router-dom';
import { FeaturePending } from '../../components/feature-pending.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function WorkOrderPage() {
  return (
    <div className="app-page">
      <PageHeader title="Work Order">Costs, materials and status of one booking.</PageHeader>
      <FeaturePending
        title="No booking selected"
        action={
          <Link to="/appointment" className="ws-btn">
            Go to Appointments
          </Link>
        }
      >
        Open a booking from Appointments to see its work order.
      </FeaturePending>
    </div>
  );
}
