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
import { formatDateTime } from '../../lib/format.ts';
import { filmText, vehicleText } from '../../features/leads/lead-format.ts';
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

const NOUN = ['held lead', 'held leads'] as const;

export function HeldLeadsPanel({ canEdit, onReleased }: { canEdit: boolean; onReleased: () => void }) {
  const titleId = useId();
  const api = useApi();
  const [page, setPage] = useLocalPage('held');
  const { state, reload } = usePagedList('held', page, (api) => api.leads.list({ held: true, page }));
  const [working, setWorking] = useState<string | null>(null);

  async function act(lead: LeadDto, action: 'release' | 'discard') {
    setWorking(lead._id);
    try {
      const res = action === 'release' ? await api.leads.release(lead._id) : await api.leads.discard(lead._id);
      notify('success', res.message);
      if (action === 'release') onReleased();
    } catch (err) {
      notify('error', apiErrorText(err, HELD_MESSAGES.generic, action === 'release' ? HELD_MESSAGES.releaseFailed : HELD_MESSAGES.discardFailed));
    } finally {
      setWorking(null);
      reload();
    }
  }

  // Nothing held (or not loaded yet): the page shows no panel, as it shows no empty section for anything else.
  if (state.status === 'loading' || (state.status === 'ready' && state.list.total === 0)) return null;
  if (state.status === 'error') return <LoadError message={HELD_MESSAGES.loadFailed} retryLabel={HELD_MESSAGES.retry} onRetry={reload} />;

  const columns: Column<LeadDto>[] = [
    {
      header: 'Lead',
      cell: (lead) => (
        <span className="wsl-lines">
          <strong>{lead.name}</strong>
          <span className="wsl-break">{lead.email}</span>
          {lead.phone && <span className="wsl-nowrap">{lead.phone}</span>}
        </span>
      ),
    },
    {
      header: 'Vehicle and film',
      cell: (lead) => (
        <span className="wsl-lines">
          <span>{vehicleText(lead)}</span>
          <span className="wsl-muted">{filmText(lead)}</span>
        </span>
      ),
    },
    { header: 'Received', cell: (lead) => <span className="wsl-nowrap">{formatDateTime(lead.createdAt)}</span> },
    ...(canEdit
      ? [
          {
            header: 'Actions',
            cell: (lead: LeadDto) => (
              <span className="wsl-actions">
                <button
                  type="button"
                  className="ws-btn ws-btn--sm ws-btn--dark"
                  disabled={working !== null}
                  aria-busy={working === lead._id || undefined}
                  aria-label={HELD_MESSAGES.releaseLabel(lead.name)}
                  onClick={() => void act(lead, 'release')}
                >
                  {HELD_MESSAGES.release}
                </button>
                <button
                  type="button"
                  className="ws-btn ws-btn--sm"
                  disabled={working !== null}
                  aria-label={HELD_MESSAGES.discardLabel(lead.name)}
                  onClick={() => void act(lead, 'discard')}
                >
                  {HELD_MESSAGES.discard}
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
          {HELD_MESSAGES.title(state.list.total)}
        </h2>
        <p className="ws-muted">{HELD_MESSAGES.intro}</p>
      </div>
      <div className="ws-paged-rows" aria-busy={state.loading || undefined}>
        <DataTable caption="Held leads" stacked columns={columns} rows={state.list.data} rowKey={(lead) => lead._id} />
      </div>
      <Pager label="Held leads" noun={NOUN} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={setPage} />
    </section>
  );
}
