// A customer's vehicles on their page (issue 27 item 3, decision 094): each opens its history; those who may work
// jobs (Bookings at edit) add and edit them.
import { useState } from 'react';
import { checkVin, vinCheckDigit } from '@wrapsmith/core';
import { Link } from 'react-router-dom';
import type { CustomerVehicleDto } from '@wrapsmith/core/contract';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { VehicleFormDialog } from './vehicle-form.tsx';

export const vehicleTitle = (v: CustomerVehicleDto, fallback = 'Vehicle'): string => v.name || v.plate || v.vin || fallback;

/** A vehicle's name in the reader's language when it has none of its own. */
export function useVehicleTitle(): (v: CustomerVehicleDto) => string {
  const t = useArea(CUSTOMERS);
  return (v) => vehicleTitle(v, t('customers.vehicle'));
}

/**
 * The API's VIN warning is in English; in another language the screen says it in its own words, from the same check
 * (core's checkVin) of the VIN it shows.
 */
export function useVinWarning(): (v: Pick<CustomerVehicleDto, 'vin' | 'vinWarning'>) => string | null {
  const t = useArea(CUSTOMERS);
  const english = useFormat().locale === 'en';
  return (v) => {
    if (!v.vinWarning || english) return v.vinWarning ?? null;
    const check = v.vin ? checkVin(v.vin) : null;
    return check?.ok && check.warning ? t('customers.vinCheckDigit', { found: check.vin.charAt(8), expected: vinCheckDigit(check.vin) }) : v.vinWarning;
  };
}

/** Colour, plate and VIN in a line. */
export function VehicleFacts({ vehicle: v }: { vehicle: CustomerVehicleDto }) {
  const t = useArea(CUSTOMERS);
  const facts = [v.colour, v.plate ? t('customers.plateFact', { plate: v.plate }) : '', v.vin ? t('customers.vinFact', { vin: v.vin }) : ''].filter(Boolean);
  return <span className="ws-muted wsa-vehicle-facts">{facts.join(' · ') || t('customers.noFacts')}</span>;
}

export function CustomerVehicles({ customerId, customerName }: { customerId: string; customerName: string }) {
  const { state, reload } = useData(`customer-vehicles:${customerId}`, async (api) => (await api.customerVehicles.list(customerId)).data);
  const mayEdit = useAccess('bookings') === 'edit';
  const t = useArea(CUSTOMERS);
  const c = useArea(COMMON);
  const title = useVehicleTitle();
  const vinWarning = useVinWarning();
  const [editing, setEditing] = useState<CustomerVehicleDto | 'new' | null>(null);
  return (
    <section className="wsa-vehicles" aria-labelledby="customer-vehicles-title">
      <div className="wsa-vehicles__head">
        <h2 id="customer-vehicles-title" className="wsa-vehicles__title">
          {t('customers.vehicles')}
        </h2>
        {mayEdit ? (
          <button type="button" className="ws-btn ws-btn--sm" onClick={() => setEditing('new')}>
            {t('customers.addVehicle')}
          </button>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <LoadError message={t('customers.vehiclesLoadFailed')} retryLabel={c('common.retry')} onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <Spinner label={t('customers.loadingVehicles')} />
      ) : state.data.length === 0 ? (
        <EmptyState title={t('customers.noVehicles')}>{mayEdit ? t('customers.noVehiclesDetailEdit') : t('customers.noVehiclesDetail')}</EmptyState>
      ) : (
        <ul className="ws-list-plain wsa-vehicle-list" aria-label={t('customers.vehiclesOf', { name: customerName })}>
          {state.data.map((v) => (
            <li key={v._id} className="ws-card wsa-vehicle">
              <div className="wsa-vehicle__main">
                <Link to={`/customers/vehicles/${encodeURIComponent(v._id)}`} className="wsa-vehicle__name">
                  {title(v)}
                </Link>
                <VehicleFacts vehicle={v} />
                {v.vinWarning ? <span className="wsa-vehicle__warning">{vinWarning(v)}</span> : null}
              </div>
              {mayEdit ? (
                <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost" onClick={() => setEditing(v)} aria-label={t('customers.editVehicleOf', { vehicle: title(v) })}>
                  {c('common.edit')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? <VehicleFormDialog customerId={customerId} vehicle={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => reload()} /> : null}
    </section>
  );
}
