// Leads (/leads): quote requests from the widget and the share link, with search, a status filter, pages and a CSV
// export. The search, filter and page live in the address (?q=&status=&page=), so Back and a shared link keep them;
// the export takes the same search and filter, every page of them.
import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LeadDto, LeadStatus } from '@wrapsmith/core/contract';
import { useApi } from '../../api/index.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { Pager } from '../../components/pager.tsx';
import { usePagedList } from '../../hooks/use-paged-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { readPage, withPageParam } from '../../lib/page-param.ts';
import { LeadDetail } from './lead-detail.tsx';
import { filmText, formatDay, isWebAddress, pageText, vehicleText } from '../../features/leads/lead-format.ts';
import { LEAD_MESSAGES as M, LEAD_STATUSES, LEAD_STATUS_LABELS } from './lead-messages.ts';
import { QUOTES_PAGE_PARAM, QuotesPanel } from './quotes-panel.tsx';
import './leads.css';
import { LoadError } from '../../components/load-error.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { HeldLeadsPanel } from './held-leads-panel.tsx';

const NOUN = ['lead', 'leads'] as const;

function readStatus(value: string | null): LeadStatus | undefined {
  return LEAD_STATUSES.find((s) => s === value);
}

export function LeadsPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setSearch(q);
  }
  const [open, setOpen] = useState<LeadDto | null>(null);
  const canEdit = useAccess('leads') === 'edit';
  const { state, reload, update: updateRows } = usePagedList(JSON.stringify([q, status]), page, (api) => api.leads.list({ q, status, page }));

  /** New filters start both lists (leads and quotes) from their first page. */
  function filter(change: { q?: string; status?: LeadStatus | '' }) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === '' || value === undefined) next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    if (change.q !== undefined) next.delete(QUOTES_PAGE_PARAM);
    setParams(next);
  }

  const showPage = useCallback((to: number) => setParams((current) => withPageParam(current, 'page', to)), [setParams]);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    filter({ q: search.trim() });
  }

  function changed(lead: LeadDto) {
    setOpen(lead);
    updateRows((rows) => rows.map((l) => (l._id === lead._id ? lead : l)));
  }

  const columns: Column<LeadDto>[] = [
    {
      header: 'Render',
      cell: (lead) =>
        lead.render ? (
          <img className="wsl-thumb" src={lead.render.imageUrl} alt={`${vehicleText(lead)} in ${filmText(lead)}`} loading="lazy" width={88} height={55} />
        ) : lead.withoutPicture ? (
          <span className="wsl-thumb wsl-thumb--empty wsl-thumb--note">{M.noPicture}</span>
        ) : (
          <span className="wsl-thumb wsl-thumb--empty" role="img" aria-label="No image" />
        ),
    },
    {
      header: 'Lead',
      cell: (lead) => (
        <span className="wsl-lines">
          <button type="button" className="ws-link-btn wsl-name" aria-label={`View lead from ${lead.name}`} onClick={() => setOpen(lead)}>
            {lead.name}
          </button>
          <a className="wsl-break" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
          {lead.phone && <span className="wsl-nowrap">{lead.phone}</span>}
        </span>
      ),
    },
    {
      header: 'Vehicle and film',
      cell: (lead) => (
        <span className="wsl-lines">
          <span>{vehicleText(lead)}</span>
          <span className="wsl-film">
            <span className="wsl-swatch" style={{ background: lead.film.colorCode }} aria-hidden="true" />
            {filmText(lead)}
          </span>
        </span>
      ),
    },
    { header: 'Status', cell: (lead) => <span className={`wsl-status wsl-status--${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span> },
    {
      header: 'Received',
      cell: (lead) => (
        <span className="wsl-lines">
          <span>{formatDateTime(lead.createdAt)}</span>
          {lead.preferredDate && <span className="wsl-muted">Preferred {formatDay(lead.preferredDate)}</span>}
          {isWebAddress(lead.pageUrl) ? (
            <a className="wsl-source" href={lead.pageUrl} target="_blank" rel="noopener noreferrer" title={lead.pageUrl}>
              {pageText(lead.pageUrl)}
            </a>
          ) : (
            <span className="wsl-source">{lead.pageUrl}</span>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="app-page wsl-page">
      <PageHeader title="Leads">{M.intro}</PageHeader>
      <div className="wsl-toolbar">
        <SearchForm id="lead-search" label="Search leads" className="wsl-search" value={search} onChange={setSearch} onSubmit={submitSearch} />
        <div className="wsl-filter">
          <label className="ws-label" htmlFor="lead-status">
            Status
          </label>
          <select id="lead-status" className="ws-select" value={status ?? ''} onChange={(e) => filter({ status: readStatus(e.target.value) ?? '' })}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <a className="ws-btn" href={api.csvExports.leads({ status, q })} download>
          Export CSV
        </a>
      </div>

      <HeldLeadsPanel canEdit={canEdit} onReleased={reload} />

      {state.status === 'loading' ? <Spinner label="Loading leads…" /> : null}
      {state.status === 'error' ? (
        <LoadError message={M.loadFailed} retryLabel={M.retry} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <div className="ws-paged-rows" aria-busy={state.loading || undefined}>
            <DataTable caption="Leads" stacked columns={columns} rows={state.list.data} rowKey={(lead) => lead._id} />
          </div>
          <Pager label="Leads" noun={NOUN} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={showPage} />
        </>
      ) : null}
      <QuotesPanel />
      {open ? <LeadDetail lead={open} onClose={() => setOpen(null)} onChange={changed} /> : null}
    </div>
  );
}
