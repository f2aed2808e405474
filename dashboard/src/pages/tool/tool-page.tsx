// Studio (/tool, spec §2 Studio and §4 Generation): the visualizer on the shop's API. Each render costs a credit;
// afterwards the balance is refetched from /auth/user-info, and a loading overlay covers the page meanwhile.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PhotoTaps, VISUALIZER_MESSAGES, Visualizer, type RenderResult } from '@wrapsmith/visualizer';
import { useApi } from '../../api/context.tsx';
import { LoadingOverlay } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useSession } from '../../stores/session.ts';
import { CreditsPill } from '../../features/studio/credits-pill.tsx';
import { SaveRenderButton } from '../../features/studio/save-render-button.tsx';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';

export function ToolPage() {
  const user = useSession((s) => s.currentUser);
  const api = useApi();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [generating, setGenerating] = useState(false);
  const [renderId, setRenderId] = useState<string | null>(null);
  const onRendered = useCallback(
    (result: RenderResult) => {
      setRenderId(result.renderId);
      void refreshUser();
    },
    [refreshUser],
  );
  if (!user) return null;
  return (
    <div className="app-page">
      <VisualizerStyles />
      <PageHeader title="Studio" actions={<CreditsPill user={user} />}>
        Pick a vehicle, or upload a photo of your customer&apos;s car, then a wrap brand, a finish and a colour: clicking a colour generates
        the preview (1 credit).
      </PageHeader>
      <Visualizer
        client={api.studio.visualizer}
        credits={user.credits}
        photoTaps={PhotoTaps}
        onRendered={onRendered}
        onGeneratingChange={setGenerating}
        onNavigate={(href) => void navigate(href)}
        renderActions={renderId ? <SaveRenderButton key={renderId} renderId={renderId} /> : null}
      />
      {generating ? <LoadingOverlay label={VISUALIZER_MESSAGES.generating} /> : null}
    </div>
  );
}
