// Public visualizer (/visualizer): for a signed-in shop, its own Studio as customers will see it on the share link;
// signed out, a demo of the pickers over the built-in catalogue that never renders. After a colour it speaks to
// whoever is there: a car owner (send the look to a shop, find a shop) and a shop (start a free trial). Its own words
// are the `share-visualizer` area's; the visualizer's come in the same language as in the Studio (decision 099).
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { Visualizer, VisualizerWordsProvider, createCatalogVisualizerClient, type PickedLook } from '@wrapsmith/visualizer';
import { useApi } from '../../api/context.tsx';
import { Spinner } from '../../components/loading.tsx';
import { FIND_A_SHOP_URL, lookMailto } from '../../content/visualizer-page.ts';
import { useArea } from '../../i18n/area.ts';
import { SHARE_VISUALIZER } from '../../i18n/areas/share-visualizer/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { useStudioWords } from '../../i18n/studio-words.ts';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useSession } from '../../stores/session.ts';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';

function CallToAction({ look }: { look: PickedLook }) {
  const t = useArea(SHARE_VISUALIZER);
  const { number } = useFormat();
  return (
    <div className="visualizer-cta">
      <section className="ws-stack" aria-labelledby="visualizer-cta-owner">
        <h2 id="visualizer-cta-owner" className="app-empty__title">
          {t('shareVis.ownerTitle')}
        </h2>
        <p>{t('shareVis.ownerText')}</p>
        <p className="visualizer-cta__actions">
          <a href={lookMailto(look, `${window.location.origin}/visualizer`, t)} className="ws-btn ws-btn--primary">
            {t('shareVis.sendToShop')}
          </a>
          <a href={FIND_A_SHOP_URL} target="_blank" rel="noopener noreferrer" className="ws-btn">
            {t('shareVis.findShop')}
            <span className="ws-visually-hidden">{t('shareVis.newTab')}</span>
          </a>
        </p>
      </section>
      <section className="ws-stack" aria-labelledby="visualizer-cta-shop">
        <h2 id="visualizer-cta-shop" className="app-empty__title">
          {t('shareVis.shopTitle')}
        </h2>
        <p>{t('shareVis.shopText', { credits: number(TRIAL_CREDITS) })}</p>
        <p>
          <Link to="/signUp" className="ws-btn ws-btn--dark">
            {t('shareVis.startTrial')}
          </Link>
        </p>
      </section>
    </div>
  );
}

export function VisualizerPage() {
  const user = useSession((s) => s.currentUser);
  const api = useApi();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const demoClient = useMemo(() => createCatalogVisualizerClient(), []);
  const onRendered = useCallback(() => void refreshUser(), [refreshUser]);
  const t = useArea(SHARE_VISUALIZER);
  const { number } = useFormat();
  const words = useStudioWords();

  return (
    <div className="landing-section">
      <VisualizerStyles />
      <div className="landing-wrap ws-stack">
        <p className="ws-eyebrow">{t('shareVis.eyebrow')}</p>
        <h1>{t('shareVis.title')}</h1>
        {/* In another language the visualizer's words arrive as a small chunk before it shows (never English first). */}
        {!words ? (
          <Spinner />
        ) : user ? (
          <>
            <p className="ws-muted">{t('shareVis.shopCredits', { credits: number(user.credits) })}</p>
            <VisualizerWordsProvider words={words}>
              <Visualizer client={api.studio.visualizer} credits={user.credits} onRendered={onRendered} onNavigate={(href) => void navigate(href)} />
            </VisualizerWordsProvider>
          </>
        ) : (
          <>
            <p className="ws-muted">{t('shareVis.audiences')}</p>
            <p className="ws-muted">{t('shareVis.intro')}</p>
            <VisualizerWordsProvider words={words}>
              <Visualizer client={demoClient} callToAction={(look) => <CallToAction look={look} />} />
            </VisualizerWordsProvider>
          </>
        )}
      </div>
    </div>
  );
}
