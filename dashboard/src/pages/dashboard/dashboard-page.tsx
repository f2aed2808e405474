// Overview (spec §2 "Dashboard"): greeting, credits, active plan, My Wraps, the In Progress table and today's
// appointments (for accounts whose menu shows Appointments), and the Team Members panel for shop owners
// (hidden when the user has a parentId).
import { Link } from 'react-router-dom';
import { TRIAL_CREDITS, canAccessRoute, visibleMenu } from '@wrapsmith/core';
import type { ApiUser } from '../../api/types.ts';
import { useArea } from '../../i18n/area.ts';
import { DASHBOARD } from '../../i18n/areas/dashboard/index.ts';
import type { DASHBOARD_EN } from '../../i18n/areas/dashboard/en.ts';
import { MyWraps } from '../../components/my-wraps/my-wraps.tsx';
import { TeamMembersPanel } from '../../components/team-members-panel.tsx';
import { UsageInsights } from '../../components/usage-insights/usage-insights.tsx';
import { WelcomeModal } from '../../components/welcome-modal.tsx';
import { userMay, viewerOf } from '../../features/viewer/viewer.ts';
import { useSession } from '../../stores/session.ts';
import { DashboardBookings } from './dashboard-bookings.tsx';
import { PaymentReceived } from './payment-received.tsx';

type Words = (key: keyof typeof DASHBOARD_EN & string, values?: Record<string, string | number>) => string;

function planSummary(user: ApiUser, t: Words): { name: string; detail: string } {
  if (user.accountType === 'free') return { name: t('dashboard.freeTrial'), detail: t('dashboard.freeTrialDetail', { count: TRIAL_CREDITS }) };
  const addon = user.addonInfo ? ` ${t('dashboard.addon', { name: user.addonInfo.name })}` : '';
  // Named, so the owner sees which plan pays for the month's credits; an add-on alone has no plan to name.
  return { name: user.plan ? t('dashboard.planName', { plan: user.plan.name }) : t('dashboard.subscriptionActive'), detail: `${t('dashboard.planDetail')}${addon}` };
}

export function DashboardPage() {
  const user = useSession((s) => s.currentUser);
  const t = useArea(DASHBOARD);
  if (!user) return null;
  const plan = planSummary(user, t);
  const canBuy = canAccessRoute(viewerOf(user), '/subscription');
  // Bookings belong with the Appointments entry: a free account, whose menu hides it, has none to show.
  const hasBookings = visibleMenu(viewerOf(user)).some((entry) => entry.key === 'appointments');

  return (
    <div className="app-page">
      <header className="app-page-header">
        <div>
          <h1 className="app-page-title">{t('dashboard.greeting', { name: user.firstName })}</h1>
          <p className="ws-muted">{t('dashboard.intro')}</p>
        </div>
        {userMay(user, 'studio') ? (
          <Link to="/tool" className="ws-btn ws-btn--primary">
            {t('dashboard.openStudio')}
          </Link>
        ) : null}
      </header>

      <div className="app-cards">
        <section className="ws-card ws-card--ink ws-on-ink app-stat" aria-labelledby="credits-title">
          <h2 id="credits-title" className="app-stat__label">
            {t('dashboard.credits')}
          </h2>
          <p className="app-stat__value">{user.credits}</p>
          <p className="app-stat__hint">{t('dashboard.creditsHint')}</p>
          {canBuy ? (
            <Link to="/Subscription" className="ws-btn ws-btn--primary ws-btn--sm">
              {t('dashboard.buyCredits')}
            </Link>
          ) : null}
        </section>
        <section className="ws-card app-stat" aria-labelledby="plan-title">
          <h2 id="plan-title" className="app-stat__label">
            {t('dashboard.activePlan')}
          </h2>
          <p className="app-stat__value app-stat__value--text">{plan.name}</p>
          <p className="ws-muted app-stat__hint">{plan.detail}</p>
          {canBuy ? (
            <Link to="/Subscription" className="ws-btn ws-btn--sm">
              {user.accountType === 'free' ? t('dashboard.seePlans') : t('dashboard.managePlan')}
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
