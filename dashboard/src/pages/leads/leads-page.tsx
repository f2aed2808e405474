// Leads (/leads): quote requests from the widget and the share link, with search, a status filter, pages and a CSV
// export. The search, filter and page live in the address (?q=&status=&page=), so Back and a shared link keep them;
// the export takes the same search and filter, every page of them.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LeadDto, LeadStatus } from '@wrapsmith/api/types';
import { useApi } from '../../api/index.ts';
import type { LeadPage } from '../../api/widget-endpoints.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { LeadDetail } from './lead-detail.tsx';
import { filmText, formatDay, isWebAddress, pageText, vehicleText } from './lead-format.ts';
import { LEAD_MESSAGES as M, LEAD_STATUSES, LEAD_STATUS_LABELS } from './lead-messages.ts';
import { QuotesPanel } from './quotes-panel.tsx';
import './leads.css';
import { LoadError } from '../../components/load-error.tsx';

type State = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & LeadPage);

function readStatus(value: string | null): LeadStatus | undefined {
  return LEAD_STATUSES.find((s) => s === value);
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
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
  const [state, setState] = useState<State>({ status: 'loading' });
  const [open, setOpen] = useState<LeadDto | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const res = await api.leads.list({ q, status, page });
      setState({ status: 'ready', ...res.data });
    } catch {
      setState({ status: 'error' });
    }
  }, [api, q, status, page]);

  useEffect(() => {
    void load();
  }, [load]);

  function update(change: { q?: string; status?: LeadStatus | ''; page?: number }) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: search.trim(), page: 1 });
  }

  function changed(lead: LeadDto) {
    setOpen(lead);
    setState((s) => (s.status === 'ready' ? { ...s, leads: s.leads.map((l) => (l._id === lead._id ? lead : l)) } : s));
  }

  const columns: Column<LeadDto>[] = [
    {
      header: 'Render',
      cell: (lead) =>
        lead.render ? (
          <img className="wsl-thumb" src={lead.render.imageUrl} alt={`${vehicleText(lead)} in ${filmText(lead)}`} loading="lazy" width={88} height={55} />
        ) : (
          <span className="wsl-thumb wsl-thumb--empty" role="img" aria-label="No image" />
        ),
    },
    {
      header: 'Name',
      cell: (lead) => (
        <button type="button" className="ws-link-btn wsl-name" aria-label={`View lead from ${lead.name}`} onClick={() => setOpen(lead)}>
          {lead.name}
        </button>
      ),
    },
    { header: 'Date', cell: (lead) => <span className="wsl-nowrap">{formatDateTime(lead.createdAt)}</span> },
    { header: 'Status', cell: (lead) => <span className={`wsl-status wsl-status--${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span> },
    { header: 'Email', cell: (lead) => <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    { header: 'Phone', cell: (lead) => <span className="wsl-nowrap">{lead.phone ?? '—'}</span> },
    { header: 'Vehicle', cell: (lead) => vehicleText(lead) },
    {
      header: 'Film',
      cell: (lead) => (
        <span className="wsl-film">
          <span className="wsl-swatch" style={{ background: lead.film.colorCode }} aria-hidden="true" />
          {filmText(lead)}
        </span>
      ),
    },
    { header: 'Preferred date', cell: (lead) => <span className="wsl-nowrap">{formatDay(lead.preferredDate)}</span> },
    {
      header: 'Source page',
      cell: (lead) =>
        isWebAddress(lead.pageUrl) ? (
          <a className="wsl-source" href={lead.pageUrl} target="_blank" rel="noopener noreferrer" title={lead.pageUrl}>
            {pageText(lead.pageUrl)}
          </a>
        ) : (
          <span className="wsl-source">{lead.pageUrl}</span>
        ),
    },
  ];

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.total / state.pageSize)) : 1;

  return (
    <div className="app-page wsl-page">
      <PageHeader title="Leads">{M.intro}</PageHeader>
      <div className="wsl-toolbar">
        <form role="search" className="wsl-search" onSubmit={submitSearch}>
          <label className="ws-visually-hidden" htmlFor="lead-search">
            Search leads
          </label>
          <input
            id="lead-search"
            type="search"
            className="ws-input"
            placeholder="Name, email, phone…"
            maxLength={100}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="ws-btn ws-btn--dark">
            Search
          </button>
        </form>
        <div className="wsl-filter">
          <label className="ws-label" htmlFor="lead-status">
            Status
          </label>
          <select id="lead-status" className="ws-select" value={status ?? ''} onChange={(e) => update({ status: readStatus(e.target.value) ?? '', page: 1 })}>
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

      {state.status === 'loading' ? <Spinner label="Loading leads…" /> : null}
      {state.status === 'error' ? (
        <LoadError message={M.loadFailed} retryLabel={M.retry} onRetry={() => void load()} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <DataTable caption="Leads" columns={columns} rows={state.leads} rowKey={(lead) => lead._id} />
          <nav className="wsl-pages" aria-label="Leads pages">
            <button type="button" className="ws-btn ws-btn--sm" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
              Previous page
            </button>
            <p className="ws-muted" aria-live="polite">
              Page {Math.min(page, pages)} of {pages} · {state.total} {state.total === 1 ? 'lead' : 'leads'}
            </p>
            <button type="button" className="ws-btn ws-btn--sm" disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
              Next page
            </button>
          </nav>
        </>
      ) : null}
      <QuotesPanel />
      {open ? <LeadDetail lead={open} onClose={() => setOpen(null)} onChange={changed} /> : null}
    </div>
  );
}
