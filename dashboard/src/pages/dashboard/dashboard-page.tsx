// Overview (spec §2 "Dashboard"): greeting, credits, active plan, My Wraps, the In Progress table and today's
// appointments (for accounts whose menu shows Appointments), and the Team Members panel for shop owners
// (hidden when the user has a parentId).
import { Link } from 'react-router-dom';
import { TRIAL_CREDITS, canAccessRoute, visibleMenu } from '@wrapsmith/core';
import type { ApiUser } from '../../api/types.ts';
import { MyWraps } from '../../components/my-wraps/my-wraps.tsx';
import { TeamMembersPanel } from '../../components/team-members-panel.tsx';
import { UsageInsights } from '../../components/usage-insights/usage-insights.tsx';
import { WelcomeModal } from '../../components/welcome-modal.tsx';
import { userMay, viewerOf } from '../../features/viewer/viewer.ts';
import { useSession } from '../../stores/session.ts';
import { DashboardBookings } from './dashboard-bookings.tsx';
import { PaymentReceived } from './payment-received.tsx';

function planSummary(user: ApiUser): { name: string; detail: string } {
  if (user.accountType === 'free') return { name: 'Free trial', detail: `${TRIAL_CREDITS} free wrap previews to get started.` };
  const addon = user.addonInfo ? ` Add-on active: ${user.addonInfo.name}.` : '';
  // Named, so the owner sees which plan pays for the month's credits; an add-on alone has no plan to name.
  return { name: user.plan ? `${user.plan.name} plan` : 'Subscription active', detail: `Your plan's monthly credits are added to your balance each billing cycle.${addon}` };
}

export function DashboardPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  const plan = planSummary(user);
  const canBuy = canAccessRoute(viewerOf(user), '/subscription');
  // Bookings belong with the Appointments entry: a free account, whose menu hides it, has none to show.
  const hasBookings = visibleMenu(viewerOf(user)).some((entry) => entry.key === 'appointments');

  return (
    <div className="app-page">
      <header className="app-page-header">
        <div>
          <h1 className="app-page-title">Hi {user.firstName}</h1>
          <p className="ws-muted">Here is where your shop stands today.</p>
        </div>
        {userMay(user, 'studio') ? (
          <Link to="/tool" className="ws-btn ws-btn--primary">
            Open Studio
          </Link>
        ) : null}
      </header>

      <div className="app-cards">
        <section className="ws-card ws-card--ink ws-on-ink app-stat" aria-labelledby="credits-title">
          <h2 id="credits-title" className="app-stat__label">
            Available credits
          </h2>
          <p className="app-stat__value">{user.credits}</p>
          <p className="app-stat__hint">Each wrap preview uses 1 credit.</p>
          {canBuy ? (
            <Link to="/Subscription" className="ws-btn ws-btn--primary ws-btn--sm">
              Buy More Credits
            </Link>
          ) : null}
        </section>
        <section className="ws-card app-stat" aria-labelledby="plan-title">
          <h2 id="plan-title" className="app-stat__label">
            Active plan
          </h2>
          <p className="app-stat__value app-stat__value--text">{plan.name}</p>
          <p className="ws-muted app-stat__hint">{plan.detail}</p>
          {canBuy ? (
            <Link to="/Subscription" className="ws-btn ws-btn--sm">
              {user.accountType === 'free' ? 'See plans' : 'Manage plan'}
            </Link>
          ) : null}
        </section>
      </div>

      {/* Each panel only for roles whose area it shows (the role matrix, decision 062). */}
      {userMay(user, 'studio') ? <MyWraps /> : null}

      {hasBookings ? <DashboardBookings /> : null}

      {userMay(user, 'settings') ? <UsageInsights /> : null}
      {user.parentId || !userMay(user, 'team') ? null : <TeamMembersPanel />}
      <WelcomeModal shopName={user.parentId ? user.shop.name : null} plan={user.plan} credits={user.credits} />
      <PaymentReceived />
    </div>
  );
}
