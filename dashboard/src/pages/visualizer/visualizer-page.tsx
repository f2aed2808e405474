// Public visualizer (/visualizer): for a signed-in shop, its own Studio as customers will see it on the share link;
// signed out, a demo of the pickers over the built-in catalogue that never renders. After a colour it speaks to
// whoever is there: a car owner (send the look to a shop, find a shop) and a shop (start a free trial).
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Visualizer, createCatalogVisualizerClient, type PickedLook } from '@wrapsmith/visualizer';
import { useApi } from '../../api/context.tsx';
import { FIND_A_SHOP_URL, PUBLIC_VISUALIZER as COPY } from '../../content/visualizer-page.ts';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useSession } from '../../stores/session.ts';
import { VisualizerStyles } from '../../features/studio/visualizer-styles.tsx';

function CallToAction({ look }: { look: PickedLook }) {
  return (
    <div className="visualizer-cta">
      <section className="ws-stack" aria-labelledby="visualizer-cta-owner">
        <h2 id="visualizer-cta-owner" className="app-empty__title">
          {COPY.ownerTitle}
        </h2>
        <p>{COPY.ownerText}</p>
        <p className="visualizer-cta__actions">
          <a href={COPY.mailto(look, `${window.location.origin}/visualizer`)} className="ws-btn ws-btn--primary">
            {COPY.sendToShop}
          </a>
          <a href={FIND_A_SHOP_URL} target="_blank" rel="noopener noreferrer" className="ws-btn">
            {COPY.findShop}
            <span className="ws-visually-hidden">{COPY.newTab}</span>
          </a>
        </p>
      </section>
      <section className="ws-stack" aria-labelledby="visualizer-cta-shop">
        <h2 id="visualizer-cta-shop" className="app-empty__title">
          {COPY.shopTitle}
        </h2>
        <p>{COPY.shopText}</p>
        <p>
          <Link to="/signUp" className="ws-btn ws-btn--dark">
            {COPY.startTrial}
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

  return (
    <div className="landing-section">
      <VisualizerStyles />
      <div className="landing-wrap ws-stack">
        <p className="ws-eyebrow">Visualizer</p>
        <h1>See your car in a new wrap</h1>
        {user ? (
          <>
            <p className="ws-muted">
              This is the visualizer your customers use. Each preview uses 1 credit of your shop&apos;s {user.credits}.
            </p>
            <Visualizer
              client={api.studio.visualizer}
              credits={user.credits}
              onRendered={onRendered}
              onNavigate={(href) => void navigate(href)}
            />
          </>
        ) : (
          <>
            <p className="ws-muted">{COPY.audiences}</p>
            <p className="ws-muted">{COPY.intro}</p>
            <Visualizer client={demoClient} callToAction={(look) => <CallToAction look={look} />} />
          </>
        )}
      </div>
    </div>
  );
}
