// One customer vehicle (/customers/vehicles/:id, issue 27 item 3, decision 094): its details, and every quote and job
// on it, newest first, with the films, the rolls used and the warranties issued. Cards rather than a table, so it
// reads on a phone at 375 px.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { VehicleHistoryEntryDto } from '@wrapsmith/core/contract';
import { apiErrorInfo } from '../../api/errors.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { toLocalDay } from '../../features/bookings/local-day.ts';
import { useWordsDates } from '../../features/leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { useVehicleTitle, useVinWarning } from './customer-vehicles.tsx';
import { VehicleFormDialog } from './vehicle-form.tsx';
import '../../features/bookings/bookings.css';
import './customers.css';

const WARRANTY_STATUSES = ['active', 'expired', 'transferred', 'void'] as const;

function HistoryEntry({ entry: e }: { entry: VehicleHistoryEntryDto }) {
  const t = useArea(CUSTOMERS);
  const dates = useWordsDates();
  const { locale } = useFormat();
  const tenths = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  /** A length of film in metres and feet, as both units are in use in shops. */
  const lengthText = (mm: number) => t('customers.vehiclePage.length', { metres: tenths.format(mm / 1000), feet: tenths.format(mm / 304.8) });
  const statusText = (status: string) => (WARRANTY_STATUSES.find((s) => s === status) ? t(`customers.warranty.${status as (typeof WARRANTY_STATUSES)[number]}`) : status);
  const warrantyText = (w: VehicleHistoryEntryDto['warranties'][number]) => {
    const values = { film: w.filmName, batch: w.batch ?? '', zones: w.zones.join(', '), day: dates.day(w.installedOn), status: statusText(w.status) };
    const key = w.batch ? (w.zones.length ? 'customers.vehiclePage.warrantyBatchZones' : 'customers.vehiclePage.warrantyBatch') : w.zones.length ? 'customers.vehiclePage.warrantyZones' : 'customers.vehiclePage.warranty';
    return t(key, values);
  };
  return (
    <li className="ws-card wsa-history">
      <div className="wsa-history__head">
        <span className="ws-badge">{e.kind === 'quote' ? t('customers.vehiclePage.quote') : t('customers.vehiclePage.job')}</span>
        <span className={`wsa-status wsa-status--${e.status}`}>{t(`customers.bookingStatus.${e.status}`)}</span>
        <span className="wsa-nowrap">{dates.day(e.day)}</span>
        <Link to={`/work-order?id=${encodeURIComponent(e.bookingId)}`} className="wsa-history__link">
          {e.invoiceCode}
        </Link>
      </div>
      <dl className="wsa-customer-facts wsa-history__facts">
        <dt>{e.films.length === 1 ? t('customers.vehiclePage.film') : t('customers.vehiclePage.films')}</dt>
        <dd>{e.films.join(', ') || '—'}</dd>
        {e.completedAt ? (
          <>
            <dt>{t('customers.col.completed')}</dt>
            <dd>{dates.day(toLocalDay(new Date(e.completedAt)))}</dd>
          </>
        ) : null}
        <dt>{t('customers.vehiclePage.rollsUsed')}</dt>
        <dd>{e.rolls.length
            ? e.rolls.map((r) => t('customers.vehiclePage.roll', { film: `${r.filmName}${r.filmCode ? ` (${r.filmCode})` : ''}`, batch: r.batch, length: lengthText(r.usedMm) })).join('; ')
            : t('customers.vehiclePage.noRolls')}</dd>
        <dt>{t('customers.vehiclePage.warranties')}</dt>
        <dd>
          {e.warranties.length ? (
            <ul className="ws-list-plain">
              {e.warranties.map((w) => (
                <li key={w.id}>
                  {warrantyText(w)}{' '}
                  <a href={w.verifyUrl} target="_blank" rel="noreferrer">
                    {t('customers.vehiclePage.verify')}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            t('customers.vehiclePage.noWarranties')
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
  const t = useArea(CUSTOMERS);
  const c = useArea(COMMON);
  const vehicleTitle = useVehicleTitle();
  const vinWarning = useVinWarning();

  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader
          title={t('customers.vehicle')}
          actions={
            <Link to="/customers" className="ws-btn ws-btn--ghost">
              {t('customers.allCustomers')}
            </Link>
          }
        />
        {missing ? (
          <EmptyState title={t('customers.vehiclePage.notFound')}>{t('customers.vehiclePage.notFoundDetail')}</EmptyState>
        ) : (
          <LoadError message={t('customers.vehiclePage.loadFailed')} retryLabel={c('common.retry')} onRetry={reload} />
        )}
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="app-page">
        <Spinner label={t('customers.vehiclePage.loading')} />
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
                {t('customers.form.edit')}
              </button>
            ) : null}
            {v.customerId ? (
              <Link to={`/customers/${encodeURIComponent(v.customerId)}`} className="ws-btn ws-btn--ghost">
                {v.customerName || t('customers.vehiclePage.theCustomer')}
              </Link>
            ) : null}
          </>
        }
      >
        {v.customerName ? t('customers.vehiclePage.whose', { name: v.customerName }) : null}
      </PageHeader>
      <dl className="wsa-customer-facts">
        <dt>{t('customers.form.colour')}</dt>
        <dd>{v.colour || '—'}</dd>
        <dt>{t('customers.form.plate')}</dt>
        <dd>{v.plate || '—'}</dd>
        <dt>{t('customers.form.vin')}</dt>
        <dd>
          {v.vin ? <span className="wsa-vin">{v.vin}</span> : '—'}
          {v.vinWarning ? <span className="wsa-vehicle__warning">{vinWarning(v)}</span> : null}
        </dd>
        {v.notes ? (
          <>
            <dt>{t('customers.form.notes')}</dt>
            <dd className="wsa-pre-line">{v.notes}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="wsa-vehicles__title">{t('customers.vehiclePage.history')}</h2>
      {v.history.length === 0 ? (
        <EmptyState title={t('customers.vehiclePage.noHistory')}>{t('customers.vehiclePage.noHistoryDetail')}</EmptyState>
      ) : (
        <ol className="ws-list-plain wsa-history-list" aria-label={t('customers.vehiclePage.historyLabel', { vehicle: vehicleTitle(v) })}>
          {v.history.map((e) => (
            <HistoryEntry key={e.bookingId} entry={e} />
          ))}
        </ol>
      )}
      {editing && v.customerId ? <VehicleFormDialog customerId={v.customerId} vehicle={v} onClose={() => setEditing(false)} onSaved={() => reload()} /> : null}
    </div>
  );
}
