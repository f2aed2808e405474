// One customer vehicle (/customers/vehicles/:id, issue 27 item 3, decision 094): its details, and every quote and job
// on it, newest first, with the films, the rolls used and the warranties issued. Cards rather than a table, so it
// reads on a phone at 375 px.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BOOKING_STATUS_LABELS } from '@wrapsmith/core';
import type { VehicleHistoryEntryDto } from '@wrapsmith/core/contract';
import { apiErrorInfo } from '../../api/errors.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDay } from '../../features/bookings/local-day.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { vehicleTitle } from './customer-vehicles.tsx';
import { VehicleFormDialog } from './vehicle-form.tsx';
import '../../features/bookings/bookings.css';
import './customers.css';

/** A length of film in metres and feet, as both units are in use in shops. */
const lengthText = (mm: number) => `${(mm / 1000).toFixed(1)} m (${(mm / 304.8).toFixed(1)} ft)`;

function HistoryEntry({ entry: e }: { entry: VehicleHistoryEntryDto }) {
  return (
    <li className="ws-card wsa-history">
      <div className="wsa-history__head">
        <span className="ws-badge">{e.kind === 'quote' ? 'Quote' : 'Job'}</span>
        <span className={`wsa-status wsa-status--${e.status}`}>{BOOKING_STATUS_LABELS[e.status]}</span>
        <span className="wsa-nowrap">{formatDay(e.day)}</span>
        <Link to={`/work-order?id=${encodeURIComponent(e.bookingId)}`} className="wsa-history__link">
          {e.invoiceCode}
        </Link>
      </div>
      <dl className="wsa-customer-facts wsa-history__facts">
        <dt>{e.films.length === 1 ? 'Film' : 'Films'}</dt>
        <dd>{e.films.join(', ') || '—'}</dd>
        {e.completedAt ? (
          <>
            <dt>Completed</dt>
            <dd>{new Date(e.completedAt).toLocaleDateString()}</dd>
          </>
        ) : null}
        <dt>Rolls used</dt>
        <dd>{e.rolls.length ? e.rolls.map((r) => `${r.filmName}${r.filmCode ? ` (${r.filmCode})` : ''}, batch ${r.batch}: ${lengthText(r.usedMm)}`).join('; ') : 'None recorded'}</dd>
        <dt>Warranties</dt>
        <dd>
          {e.warranties.length ? (
            <ul className="ws-list-plain">
              {e.warranties.map((w) => (
                <li key={w.id}>
                  {w.filmName}
                  {w.batch ? `, batch ${w.batch}` : ''}
                  {w.zones.length ? ` on ${w.zones.join(', ')}` : ''}, installed {formatDay(w.installedOn)}, {w.status}.{' '}
                  <a href={w.verifyUrl} target="_blank" rel="noreferrer">
                    Verification page
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            'None issued'
          )}
        </dd>
      </dl>
    </li>
  );
}

export function VehiclePage() {
  const { id = '' } = useParams();
  const { state, reload } = useData(`customer-vehicle:${id}`, async (api) => (await api.customerVehicles.get(id)).data);
  const mayEdit = useAccess('bookings') === 'edit';
  const [editing, setEditing] = useState(false);

  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader
          title="Vehicle"
          actions={
            <Link to="/customers" className="ws-btn ws-btn--ghost">
              All customers
            </Link>
          }
        />
        {missing ? (
          <EmptyState title="Vehicle not found">It may belong to another shop, or the link is wrong.</EmptyState>
        ) : (
          <LoadError message="The vehicle could not be loaded." retryLabel="Try again" onRetry={reload} />
        )}
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="app-page">
        <Spinner label="Loading the vehicle…" />
      </div>
    );
  }
  const v = state.data;
  return (
    <div className="app-page">
      <PageHeader
        title={vehicleTitle(v)}
        actions={
          <>
            {mayEdit ? (
              <button type="button" className="ws-btn" onClick={() => setEditing(true)}>
                Edit vehicle
              </button>
            ) : null}
            {v.customerId ? (
              <Link to={`/customers/${encodeURIComponent(v.customerId)}`} className="ws-btn ws-btn--ghost">
                {v.customerName || 'The customer'}
              </Link>
            ) : null}
          </>
        }
      >
        {v.customerName ? `${v.customerName}’s vehicle` : null}
      </PageHeader>
      <dl className="wsa-customer-facts">
        <dt>Colour</dt>
        <dd>{v.colour || '—'}</dd>
        <dt>Plate</dt>
        <dd>{v.plate || '—'}</dd>
        <dt>VIN</dt>
        <dd>
          {v.vin ? <span className="wsa-vin">{v.vin}</span> : '—'}
          {v.vinWarning ? <span className="wsa-vehicle__warning">{v.vinWarning}</span> : null}
        </dd>
        {v.notes ? (
          <>
            <dt>Notes</dt>
            <dd className="wsa-pre-line">{v.notes}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="wsa-vehicles__title">History</h2>
      {v.history.length === 0 ? (
        <EmptyState title="No quotes or jobs yet">A quote or booking for this customer with this year, make and model appears here.</EmptyState>
      ) : (
        <ol className="ws-list-plain wsa-history-list" aria-label={`${vehicleTitle(v)}: quotes and jobs, newest first`}>
          {v.history.map((e) => (
            <HistoryEntry key={e.bookingId} entry={e} />
          ))}
        </ol>
      )}
      {editing && v.customerId ? <VehicleFormDialog customerId={v.customerId} vehicle={v} onClose={() => setEditing(false)} onSaved={() => reload()} /> : null}
    </div>
  );
}
