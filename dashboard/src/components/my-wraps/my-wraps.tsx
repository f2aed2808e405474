// My Wraps on the Dashboard (spec §2 "Dashboard"): tabs Saved, Lead Sent, Drafts and All with a Generate Now link.
import type { RenderTab } from '@wrapsmith/core';
import { Link } from 'react-router-dom';
import { Tabs } from '../tabs.tsx';
import { MyWrapsStyles } from './my-wraps-styles.tsx';
import { WrapsGrid } from './wraps-grid.tsx';

const TABS: { id: RenderTab; label: string }[] = [
  { id: 'saved', label: 'Saved' },
  { id: 'lead_sent', label: 'Lead Sent' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'all', label: 'All' },
];

export function MyWraps() {
  return (
    <section className="ws-card app-panel" aria-labelledby="wraps-title">
      <MyWrapsStyles />
      <div className="app-panel__head">
        <h2 id="wraps-title" className="ws-card__title">
          My Wraps
        </h2>
        <Link to="/tool" className="ws-btn ws-btn--primary ws-btn--sm">
          Generate Now
        </Link>
      </div>
      <Tabs label="My Wraps" items={TABS.map(({ id, label }) => ({ id, label, panel: <WrapsGrid tab={id} /> }))} />
    </section>
  );
}
