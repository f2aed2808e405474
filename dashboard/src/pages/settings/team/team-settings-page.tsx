// Settings → Team (/settings/team, decision 062): the team with its pending invites, and what each role may see and
// do. Open to roles with the Team area; the owner alone changes the roles.
import { PageHeader } from '../../../components/page-header.tsx';
import { TeamMembersPanel } from '../../../components/team-members-panel.tsx';
import { SettingsNav } from '../settings-nav.tsx';
import { RoleMatrixPanel } from './role-matrix-panel.tsx';
import './team-settings.css';

export function TeamSettingsPage() {
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title="Team">Invite people to your shop by email, and choose what each role may see and do.</PageHeader>
      <TeamMembersPanel />
      <RoleMatrixPanel />
    </div>
  );
}
