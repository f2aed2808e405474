// Settings → Developers (/settings/developers, issue 24 item 4, decision 077): the owner's API keys and webhooks,
// on the Pro plan. Other roles and plans are told why there is nothing to do here.
import { API_ACCESS_MESSAGES, hasApiAccess } from '@wrapsmith/core/rules';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';
import './developers.css';

export function DevelopersPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  const owner = user.role.role === 'owner';
  const pro = hasApiAccess(user.plan?.key);
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title="Developers">
        Connect Wrapsmith to your other tools: API keys let them read your leads, customers and bookings and book or send quotes; webhooks tell them when
        something happens. The reference is in docs/api.md.
      </PageHeader>
      {!owner ? <Alert tone="info">{API_ACCESS_MESSAGES.ownerOnly}</Alert> : null}
      {owner && !pro ? (
        <Alert tone="info">
          {API_ACCESS_MESSAGES.planRequired} <Link to="/subscription">See plans</Link>
        </Alert>
      ) : null}
      {owner && pro ? (
        <div className="ws-stack">
          <ApiKeysPanel />
          <WebhooksPanel />
        </div>
      ) : null}
    </div>
  );
}
