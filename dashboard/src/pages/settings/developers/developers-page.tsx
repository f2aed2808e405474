// Settings → Developers (/settings/developers, issue 24 item 4, decision 077): the owner's API keys and webhooks,
// on the Pro plan. Other roles and plans are told why there is nothing to do here. Its words are the
// settings-developers area's (decision 101); core's API_ACCESS_MESSAGES shown here are that area's keys.
import { hasApiAccess } from '@wrapsmith/core/rules';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useArea } from '../../../i18n/area.ts';
import { SETTINGS_DEVELOPERS } from '../../../i18n/areas/settings-developers/index.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';
import './developers.css';

export function DevelopersPage() {
  const t = useArea(SETTINGS_DEVELOPERS);
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  const owner = user.role.role === 'owner';
  const pro = hasApiAccess(user.plan?.key);
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settingsDevelopers.title')}>{t('settingsDevelopers.intro')}</PageHeader>
      {!owner ? <Alert tone="info">{t('settingsDevelopers.ownerOnly')}</Alert> : null}
      {owner && !pro ? (
        <Alert tone="info">
          {t('settingsDevelopers.planRequired')} <Link to="/subscription">{t('settingsDevelopers.seePlans')}</Link>
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
