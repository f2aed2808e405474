// A customer's vehicles on their page (issue 27 item 3, decision 094): each opens its history; those who may work
// jobs (Bookings at edit) add and edit them.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerVehicleDto } from '@wrapsmith/core/contract';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { VehicleFormDialog } from './vehicle-form.tsx';

export const vehicleTitle = (v: CustomerVehicleDto): string => v.name || v.plate || v.vin || 'Vehicle';

/** Colour, plate and VIN in a line. */
export function VehicleFacts({ vehicle: v }: { vehicle: CustomerVehicleDto }) {
  const facts = [v.colour, v.plate ? `Plate ${v.plate}` : '', v.vin ? `VIN ${v.vin}` : ''].filter(Boolean);
  return <span className="ws-muted wsa-vehicle-facts">{facts.join(' · ') || 'No colour, plate or VIN yet'}</span>;
}

export function CustomerVehicles({ customerId, customerName }: { customerId: string; customerName: string }) {
  const { state, reload } = useData(`customer-vehicles:${customerId}`, async (api) => (await api.customerVehicles.list(customerId)).data);
  const mayEdit = useAccess('bookings') === 'edit';
  const [editing, setEditing] = useState<CustomerVehicleDto | 'new' | null>(null);
  return (
    <section className="wsa-vehicles" aria-labelledby="customer-vehicles-title">
      <div className="wsa-vehicles__head">
        <h2 id="customer-vehicles-title" className="wsa-vehicles__title">
          Vehicles
        </h2>
        {mayEdit ? (
          <button type="button" className="ws-btn ws-btn--sm" onClick={() => setEditing('new')}>
            Add vehicle
          </button>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <LoadError message="The vehicles could not be loaded." retryLabel="Try again" onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <Spinner label="Loading the vehicles…" />
      ) : state.data.length === 0 ? (
        <EmptyState title="No vehicles yet">A booking with a year, make and model adds its vehicle here{mayEdit ? ', or add one with its VIN and plate' : ''}.</EmptyState>
      ) : (
        <ul className="ws-list-plain wsa-vehicle-list" aria-label={`${customerName}: vehicles`}>
          {state.data.map((v) => (
            <li key={v._id} className="ws-card wsa-vehicle">
              <div className="wsa-vehicle__main">
                <Link to={`/customers/vehicles/${encodeURIComponent(v._id)}`} className="wsa-vehicle__name">
                  {vehicleTitle(v)}
                </Link>
                <VehicleFacts vehicle={v} />
                {v.vinWarning ? <span className="wsa-vehicle__warning">{v.vinWarning}</span> : null}
              </div>
              {mayEdit ? (
                <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost" onClick={() => setEditing(v)} aria-label={`Edit ${vehicleTitle(v)}`}>
                  Edit
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
