// Studio (/tool, spec §2 Studio and §4 Generation): the visualizer on the shop's API (features/studio/studio-visualizer).
import { PageHeader } from '../../components/page-header.tsx';
import { CreditsPill } from '../../features/studio/credits-pill.tsx';
import { StudioVisualizer } from '../../features/studio/studio-visualizer.tsx';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';
import { useSession } from '../../stores/session.ts';
import { useT } from '../../i18n/locale.ts';
import { STUDIO_EN } from '../../i18n/en/studio.ts';

export function ToolPage() {
  const user = useSession((s) => s.currentUser);
  const t = useT(STUDIO_EN);
  if (!user) return null;
  return (
    <div className="app-page">
      <VisualizerStyles />
      <PageHeader title={t('studio.title')} actions={<CreditsPill user={user} />}>
        {t('studio.intro')}
      </PageHeader>
      <StudioVisualizer />
    </div>
  );
}
