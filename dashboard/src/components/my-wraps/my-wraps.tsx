// My Wraps on the Dashboard (spec §2 "Dashboard"): tabs Saved, Lead Sent, Drafts and All with a Generate Now link.
import type { RenderTab } from '@wrapsmith/core';
import { Link } from 'react-router-dom';
import { useArea } from '../../i18n/area.ts';
import { WRAPS } from '../../i18n/areas/wraps/index.ts';
import type { WRAPS_EN } from '../../i18n/areas/wraps/en.ts';
import { Tabs } from '../tabs.tsx';
import { MyWrapsStyles } from './my-wraps-styles.tsx';
import { WrapsGrid } from './wraps-grid.tsx';

const TABS: { id: RenderTab; label: keyof typeof WRAPS_EN }[] = [
  { id: 'saved', label: 'wraps.tabSaved' },
  { id: 'lead_sent', label: 'wraps.tabLeadSent' },
  { id: 'drafts', label: 'wraps.tabDrafts' },
  { id: 'all', label: 'wraps.tabAll' },
];

export function MyWraps() {
  const t = useArea(WRAPS);
  return (
    <section className="ws-card app-panel" aria-labelledby="wraps-title">
      <MyWrapsStyles />
      <div className="app-panel__head">
        <h2 id="wraps-title" className="ws-card__title">
          {t('wraps.title')}
        </h2>
        <Link to="/tool" className="ws-btn ws-btn--primary ws-btn--sm">
          {t('wraps.generate')}
        </Link>
      </div>
      <Tabs label={t('wraps.title')} items={TABS.map(({ id, label }) => ({ id, label: t(label), panel: <WrapsGrid tab={id} /> }))} />
    </section>
  );
}
