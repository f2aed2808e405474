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
import { readPage, withPageParam } from '../../lib/page-param.ts';
import { LeadDetail } from './lead-detail.tsx';
import { filmText, isWebAddress, pageText, useLeadVehicleText } from '../../features/leads/lead-format.ts';
import { useWordsDates } from '../../features/leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { LEADS } from '../../i18n/areas/leads/index.ts';
import { LEAD_STATUSES } from './lead-messages.ts';
import { QUOTES_PAGE_PARAM, QuotesPanel } from './quotes-panel.tsx';
import './leads.css';
import { LoadError } from '../../components/load-error.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { HeldLeadsPanel } from './held-leads-panel.tsx';

function readStatus(value: string | null): LeadStatus | undefined {
  return LEAD_STATUSES.find((s) => s === value);
}

export function LeadsPage() {
  const t = useArea(LEADS);
  const c = useArea(COMMON);
  const dates = useWordsDates();
  const vehicleText = useLeadVehicleText();
  const statusLabel = (s: LeadStatus) => t(`leads.status.${s}`);
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
      header: t('leads.col.render'),
      cell: (lead) =>
        lead.render ? (
          <img className="wsl-thumb" src={lead.render.imageUrl} alt={t('leads.renderAlt', { vehicle: vehicleText(lead), film: filmText(lead) })} loading="lazy" width={88} height={55} />
        ) : lead.withoutPicture ? (
          <span className="wsl-thumb wsl-thumb--empty wsl-thumb--note">{t('leads.noPicture')}</span>
        ) : (
          <span className="wsl-thumb wsl-thumb--empty" role="img" aria-label={t('leads.noImage')} />
        ),
    },
    {
      header: t('leads.col.lead'),
      cell: (lead) => (
        <span className="wsl-lines">
          <button type="button" className="ws-link-btn wsl-name" aria-label={t('leads.viewLead', { name: lead.name })} onClick={() => setOpen(lead)}>
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
      header: t('leads.col.vehicleFilm'),
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
    { header: t('leads.status'), cell: (lead) => <span className={`wsl-status wsl-status--${lead.status}`}>{statusLabel(lead.status)}</span> },
    {
      header: t('leads.col.received'),
      cell: (lead) => (
        <span className="wsl-lines">
          <span>{dates.dateTime(lead.createdAt)}</span>
          {lead.preferredDate && <span className="wsl-muted">{t('leads.preferred', { day: dates.day(lead.preferredDate) })}</span>}
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
      <PageHeader title={t('leads.title')}>{t('leads.intro')}</PageHeader>
      <div className="wsl-toolbar">
        <SearchForm id="lead-search" label={t('leads.search')} placeholder={t('leads.searchPlaceholder')} className="wsl-search" value={search} onChange={setSearch} onSubmit={submitSearch} />
        <div className="wsl-filter">
          <label className="ws-label" htmlFor="lead-status">
            {t('leads.status')}
          </label>
          <select id="lead-status" className="ws-select" value={status ?? ''} onChange={(e) => filter({ status: readStatus(e.target.value) ?? '' })}>
            <option value="">{t('leads.allStatuses')}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <a className="ws-btn" href={api.csvExports.leads({ status, q })} download>
          {t('leads.exportCsv')}
        </a>
      </div>

      <HeldLeadsPanel canEdit={canEdit} onReleased={reload} />

      {state.status === 'loading' ? <Spinner label={t('leads.loading')} /> : null}
      {state.status === 'error' ? (
        <LoadError message={t('leads.loadFailed')} retryLabel={c('common.retry')} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <div className="ws-paged-rows" aria-busy={state.loading || undefined}>
            <DataTable caption={t('leads.title')} stacked columns={columns} rows={state.list.data} rowKey={(lead) => lead._id} />
          </div>
          <Pager label={t('leads.title')} noun={[t('leads.nounOne'), t('leads.nounMany')]} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={showPage} />
        </>
      ) : null}
      <QuotesPanel />
      {open ? <LeadDetail lead={open} onClose={() => setOpen(null)} onChange={changed} /> : null}
    </div>
  );
}
