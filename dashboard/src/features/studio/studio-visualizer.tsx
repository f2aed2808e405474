// The Studio's visualizer on the shop's API, as /tool and /aitool show it: each render costs a credit, the balance
// is refetched from /auth/user-info afterwards, a loading overlay covers the page meanwhile, and the latest render
// can be saved to My Wraps.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PhotoTool, Visualizer, useVisualizerMessages, type PhotoRecolourRequest, type RenderRequest, type RenderResult, type VisualizerProps } from '@wrapsmith/visualizer';
import { renderImagePath } from '@wrapsmith/core/rules';
import { useApi } from '../../api/context.tsx';
import { LoadingOverlay } from '../../components/loading.tsx';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useSession } from '../../stores/session.ts';
import { SaveRenderButton } from './save-render-button.tsx';
import { ExportLinks } from '../../components/export-links.tsx';
import { StudioWords } from '../../components/studio-words.tsx';

export function StudioVisualizer({ sources }: { sources?: VisualizerProps['sources'] }) {
  const user = useSession((s) => s.currentUser);
  const api = useApi();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [generating, setGenerating] = useState(false);
  const [renderId, setRenderId] = useState<string | null>(null);
  // A photo (the customer's or a library photo) is exported at its own size at most; a drawing at any size.
  const [photo, setPhoto] = useState(false);
  const onRendered = useCallback(
    (result: RenderResult, request: RenderRequest | PhotoRecolourRequest) => {
      setRenderId(result.renderId);
      setPhoto(Boolean(result.libraryPhoto) || 'photoId' in request);
      void refreshUser();
    },
    [refreshUser],
  );
  if (!user) return null;
  return (
    <StudioWords>
      <Visualizer
        client={api.studio.visualizer}
        credits={user.credits}
        sources={sources}
        photoTool={PhotoTool}
        onRendered={onRendered}
        onGeneratingChange={setGenerating}
        onNavigate={(href) => void navigate(href)}
        renderActions={
          renderId ? (
            <>
              <SaveRenderButton key={renderId} renderId={renderId} />
              <ExportLinks key={`export-${renderId}`} url={renderImagePath(renderId)} planKey={user.plan?.key} photo={photo} />
            </>
          ) : null
        }
      />
      {generating ? <Generating /> : null}
    </StudioWords>
  );
}

/** The overlay while a picture is drawn, in the visualizer's words (inside its provider). */
function Generating() {
  return <LoadingOverlay label={useVisualizerMessages().generating} />;
}
