// Settings → Team (/settings/team, decision 062): the team with its pending invites, and what each role may see and
// do. Open to roles with the Team area; the owner alone changes the roles.
import { PageHeader } from '../../../components/page-header.tsx';
import { TeamMembersPanel } from '../../../components/team-members-panel.tsx';
import { SettingsNav } from '../settings-nav.tsx';
import { RoleMatrixPanel } from './role-matrix-panel.tsx';
import { useArea } from '../../../i18n/area.ts';
import { TEAM } from '../../../i18n/areas/team/index.ts';
import './team-settings.css';

export function TeamSettingsPage() {
  const t = useArea(TEAM);
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('team.pageTitle')}>{t('team.pageIntro')}</PageHeader>
      <TeamMembersPanel />
      <RoleMatrixPanel />
    </div>
  );
}
