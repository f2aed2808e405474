// Billing & Subscription (/subscription, also /Subscription): frame now; plans and checkout come with billing.
import { FeaturePending } from '../../components/feature-pending.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function SubscriptionPage() {
  return (
    <div className="app-page">
      <PageHeader title="Billing & Subscription">Plans, credits and the Shop Management Tool add-on.</PageHeader>
      <FeaturePending title="Online checkout is not available yet">
        Plans are month-to-month and can be changed or cancelled at any time. Until checkout opens, contact us to change your plan.
      </FeaturePending>
    </div>
  );
}
