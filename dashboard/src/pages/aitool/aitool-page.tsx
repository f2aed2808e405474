// "Your car's photo" (/aitool, issues #10 and #21): the customer's own photo with its paint recoloured to a film.
// The built-in engine comes first (tap the paint and see the selection free, pick a colour, Recolour for one credit;
// decisions 036 and 055); the AI engine's photo-real repaint follows for servers that have it.
import { PageHeader } from '../../components/page-header.tsx';
import { CreditsPill } from '../../features/studio/credits-pill.tsx';
import { StudioVisualizer } from '../../features/studio/studio-visualizer.tsx';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';
import { useSession } from '../../stores/session.ts';
import { AiPhotoRender } from './ai-photo-render.tsx';
import { useArea } from '../../i18n/area.ts';
import { AITOOL } from '../../i18n/areas/aitool/index.ts';

export function AiToolPage() {
  const user = useSession((s) => s.currentUser);
  const t = useArea(AITOOL);
  if (!user) return null;
  return (
    <div className="app-page">
      <VisualizerStyles />
      <PageHeader title={t('aitool.title')} actions={<CreditsPill user={user} />}>
        {t('aitool.intro')}
      </PageHeader>
      <section className="ws-stack" aria-labelledby="exact-recolour">
        <div>
          <h2 id="exact-recolour">{t('aitool.exactTitle')}</h2>
          <p className="ws-muted">{t('aitool.exactIntro')}</p>
        </div>
        <StudioVisualizer sources="photo" />
      </section>
      <AiPhotoRender />
    </div>
  );
}
