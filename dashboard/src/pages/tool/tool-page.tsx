// Studio (/tool): credits and the Buy More Credits link now; the vehicle and film pickers arrive with the
// visualizer package.
import { Link } from 'react-router-dom';
import { canAccessRoute } from '@wrapsmith/core';
import { FeaturePending } from '../../components/feature-pending.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { viewerOf } from '../../routes/viewer.ts';
import { useSession } from '../../stores/session.ts';

export function ToolPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  return (
    <div className="app-page">
      <PageHeader
        title="Studio"
        actions={
          <p className="app-credit-pill">
            Available Credits <strong>{user.credits}</strong>
            {canAccessRoute(viewerOf(user), '/subscription') ? <Link to="/Subscription">Buy More Credits</Link> : null}
          </p>
        }
      >
        Pick a vehicle, a wrap brand, a finish and a colour to generate a preview.
      </PageHeader>
      <FeaturePending title="The Studio is not open yet">
        Vehicle and film selection is coming in the next release. Each preview will use 1 credit from your balance.
      </FeaturePending>
    </div>
  );
}
