// Studio (/tool, spec §2 Studio and §4 Generation): the visualizer on the shop's API (features/studio/studio-visualizer).
import { PageHeader } from '../../components/page-header.tsx';
import { CreditsPill } from '../../features/studio/credits-pill.tsx';
import { StudioVisualizer } from '../../features/studio/studio-visualizer.tsx';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';
import { useSession } from '../../stores/session.ts';

export function ToolPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  return (
    <div className="app-page">
      <VisualizerStyles />
      <PageHeader title="Studio" actions={<CreditsPill user={user} />}>
        Pick a vehicle, then a wrap brand, a finish and a colour: clicking a colour generates the preview (1 credit). Or upload a photo of
        your customer&apos;s car, tap its paint (free) and press Recolour (1 credit).
      </PageHeader>
      <StudioVisualizer />
    </div>
  );
}
