// "Your car's photo" (/aitool, issues #10 and #21): the customer's own photo with its paint recoloured to a film.
// The built-in engine comes first (tap the paint and see the selection free, pick a colour, Recolour for one credit;
// decisions 036 and 055); the AI engine's photo-real repaint follows for servers that have it.
import { PageHeader } from '../../components/page-header.tsx';
import { CreditsPill } from '../../features/studio/credits-pill.tsx';
import { StudioVisualizer } from '../../features/studio/studio-visualizer.tsx';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';
import { useSession } from '../../stores/session.ts';
import { AiPhotoRender } from './ai-photo-render.tsx';

export function AiToolPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  return (
    <div className="app-page">
      <VisualizerStyles />
      <PageHeader title="Your car’s photo" actions={<CreditsPill user={user} />}>
        Upload a photo of your customer&apos;s car and tap its paint: the selection shows on the photo at once, free. Pick a colour and
        press Recolour: the photo comes back in that film, their car exactly as it is (1 credit).
      </PageHeader>
      <section className="ws-stack" aria-labelledby="exact-recolour">
        <div>
          <h2 id="exact-recolour">Exact recolour</h2>
          <p className="ws-muted">
            Built in: the paint you tap takes the film&apos;s colour; the car&apos;s shape, light and everything around it stay as they are.
          </p>
        </div>
        <StudioVisualizer sources="photo" />
      </section>
      <AiPhotoRender />
    </div>
  );
}
