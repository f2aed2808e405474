// Public visualizer (/visualizer): for a signed-in shop, its own Studio as customers will see it on the share link;
// signed out, a demo of the pickers over the built-in catalogue that invites a sign-up instead of rendering.
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Visualizer, createCatalogVisualizerClient } from '@wrapsmith/visualizer';
import { useApi } from '../../api/context.tsx';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useSession } from '../../stores/session.ts';
import { VisualizerStyles } from '../tool/visualizer-styles.tsx';

function SignUpCallToAction() {
  return (
    <div className="ws-stack">
      <p className="app-empty__title">Like this look?</p>
      <p>Create a free shop account to render it on the vehicle: 5 free previews, no credit card required.</p>
      <p>
        <Link to="/signUp" className="ws-btn ws-btn--primary">
          Start Free Trial
        </Link>
      </p>
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
            <p className="ws-muted">Pick a year, make and model, a wrap brand, a finish and a colour.</p>
            <Visualizer client={demoClient} callToAction={<SignUpCallToAction />} />
          </>
        )}
      </div>
    </div>
  );
}
