// Payment success (/sucessfullUrl, spelled as the spec fixes it): shows the spec's status line; the credit
// update call arrives with billing.
import { Link } from 'react-router-dom';

export function PaymentSuccessPage() {
  return (
    <div className="landing-section">
      <div className="landing-wrap ws-stack app-narrow">
        <h1>Thank you</h1>
        <p role="status">Updating your subscription status...</p>
        <p className="ws-muted">Your plan and credits will show on your dashboard once the payment is confirmed.</p>
        <div>
          <Link to="/dashboard" className="ws-btn ws-btn--primary">
            Go to Dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
