// "Held for review" on the Leads page (issue 23 item 7, the API's decision 068): leads that came in over the shop's
// lead caps are kept here instead of being refused, out of the Leads list and the email until someone who may edit
// leads releases them (into the list, as new leads) or discards them. The panel shows only while any are held.
import { useId, useState } from 'react';
import type { LeadDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../api/index.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Pager } from '../../components/pager.tsx';
import { notify } from '../../components/toasts.tsx';
import { useLocalPage, usePagedList } from '../../hooks/use-paged-list.ts';
import { filmText, useLeadVehicleText } from '../../features/leads/lead-format.ts';
import { useWordsDates } from '../../features/leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { LEADS } from '../../i18n/areas/leads/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import './leads.css';

export const HELD_MESSAGES = {
  title: (count: number) => `Held for review (${count})`,
  intro:
    'More requests came in than your lead limits take (3 per design, 30 an hour), so these were kept here instead of turning anyone away. Release the real ones into your leads; discard the rest.',
  loadFailed: 'Could not load the held leads.',
  retry: 'Try again',
  release: 'Release',
  discard: 'Discard',
  releaseLabel: (name: string) => `Release the lead from ${name} into your leads`,
  discardLabel: (name: string) => `Discard the held lead from ${name}`,
  releaseFailed: 'Could not release the lead.',
  discardFailed: 'Could not discard the lead.',
  generic: 'Something went wrong. Please try again.',
} as const;

export function HeldLeadsPanel({ canEdit, onReleased }: { canEdit: boolean; onReleased: () => void }) {
  const titleId = useId();
  const t = useArea(LEADS);
  const c = useArea(COMMON);
  const english = useFormat().locale === 'en';
  const dates = useWordsDates();
  const vehicleText = useLeadVehicleText();
  const api = useApi();
  const [page, setPage] = useLocalPage('held');
  const { state, reload } = usePagedList('held', page, (api) => api.leads.list({ held: true, page }));
  const [working, setWorking] = useState<string | null>(null);

  async function act(lead: LeadDto, action: 'release' | 'discard') {
    setWorking(lead._id);
    try {
      const res = action === 'release' ? await api.leads.release(lead._id) : await api.leads.discard(lead._id);
      // The API answers in English; another language says the same outcome in its own words (decision 099).
      notify('success', english ? res.message : t(action === 'release' ? 'leads.held.released' : 'leads.held.discarded', { name: lead.name }));
      if (action === 'release') onReleased();
    } catch (err) {
      const failed = t(action === 'release' ? 'leads.held.releaseFailed' : 'leads.held.discardFailed');
      notify('error', english ? apiErrorText(err, t('leads.generic'), failed) : failed);
    } finally {
      setWorking(null);
      reload();
    }
  }

  // Nothing held (or not loaded yet): the page shows no panel, as it shows no empty section for anything else.
  if (state.status === 'loading' || (state.status === 'ready' && state.list.total === 0)) return null;
  if (state.status === 'error') return <LoadError message={t('leads.held.loadFailed')} retryLabel={c('common.retry')} onRetry={reload} />;

  const columns: Column<LeadDto>[] = [
    {
      header: t('leads.col.lead'),
      cell: (lead) => (
        <span className="wsl-lines">
          <strong>{lead.name}</strong>
          <span className="wsl-break">{lead.email}</span>
          {lead.phone && <span className="wsl-nowrap">{lead.phone}</span>}
        </span>
      ),
    },
    {
      header: t('leads.col.vehicleFilm'),
      cell: (lead) => (
        <span className="wsl-lines">
          <span>{vehicleText(lead)}</span>
          <span className="wsl-muted">{filmText(lead)}</span>
        </span>
      ),
    },
    { header: t('leads.col.received'), cell: (lead) => <span className="wsl-nowrap">{dates.dateTime(lead.createdAt)}</span> },
    ...(canEdit
      ? [
          {
            header: t('leads.col.actions'),
            cell: (lead: LeadDto) => (
              <span className="wsl-actions">
                <button
                  type="button"
                  className="ws-btn ws-btn--sm ws-btn--dark"
                  disabled={working !== null}
                  aria-busy={working === lead._id || undefined}
                  aria-label={t('leads.held.releaseLabel', { name: lead.name })}
                  onClick={() => void act(lead, 'release')}
                >
                  {t('leads.held.release')}
                </button>
                <button
                  type="button"
                  className="ws-btn ws-btn--sm"
                  disabled={working !== null}
                  aria-label={t('leads.held.discardLabel', { name: lead.name })}
                  onClick={() => void act(lead, 'discard')}
                >
                  {t('leads.held.discard')}
                </button>
              </span>
            ),
          } satisfies Column<LeadDto>,
        ]
      : []),
  ];

  return (
    <section className="ws-card app-panel ws-stack" id="held-leads" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="ws-card__title">
          {t('leads.held.title', { count: state.list.total })}
        </h2>
        <p className="ws-muted">{t('leads.held.intro')}</p>
      </div>
      <div className="ws-paged-rows" aria-busy={state.loading || undefined}>
        <DataTable caption={t('leads.held.caption')} stacked columns={columns} rows={state.list.data} rowKey={(lead) => lead._id} />
      </div>
      <Pager label={t('leads.held.caption')} noun={[t('leads.held.nounOne'), t('leads.held.nounMany')]} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={setPage} />
    </section>
  );
}
