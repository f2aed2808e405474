// The customers search also finds vehicles (issue 27 item 3, decision 094): a plate (however it is typed), a part
// of a VIN, or the customer's phone digits open the vehicle straight away; the people it matches are listed below.
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useData } from '../../hooks/use-data.ts';
import { useArea } from '../../i18n/area.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { VehicleFacts, useVehicleTitle } from './customer-vehicles.tsx';

export function VehicleHits({ q }: { q: string }) {
  const t = useArea(CUSTOMERS);
  const title = useVehicleTitle();
  const text = q.trim();
  const { state } = useData(text.length >= 2 ? `vehicle-search:${text}` : null, async (api) => (await api.customerVehicles.search(text)).data);
  if (text.length < 2) return null;
  if (state.status === 'error') return <Alert tone="error">{t('customers.searchVehiclesFailed')}</Alert>;
  if (state.status !== 'ready') return <Spinner label={t('customers.searchingVehicles')} />;
  if (state.data.length === 0) return null;
  return (
    <section className="wsa-vehicle-hits" aria-labelledby="vehicle-hits-title">
      <h2 id="vehicle-hits-title" className="wsa-vehicles__title">
        {t('customers.vehicles')}
      </h2>
      <ul className="ws-list-plain wsa-vehicle-list">
        {state.data.map((v) => (
          <li key={v._id} className="ws-card wsa-vehicle">
            <div className="wsa-vehicle__main">
              <Link to={`/customers/vehicles/${encodeURIComponent(v._id)}`} className="wsa-vehicle__name">
                {title(v)}
              </Link>
              <VehicleFacts vehicle={v} />
              <span className="ws-muted">
                {t(`customers.foundBy.${v.matchedBy}`, { customer: v.customerName || t('customers.customer') })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
