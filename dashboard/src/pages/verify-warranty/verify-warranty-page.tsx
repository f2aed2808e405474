// The public verification page (/verify-warranty?id=…, issue 27 item 2, decision 093): what a warranty certificate's
// QR code opens. No login; the id is the key. It shows only the vehicle, the films, the dates and the shop, and
// whether the warranty is in force: never the owner's name, email or phone.
import { useSearchParams } from 'react-router-dom';
import { WARRANTY_STATUS_LABELS, zoneLabel } from '@wrapsmith/core';
import { apiErrorInfo } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useData } from '../../hooks/use-data.ts';
import { formatDay } from '../../lib/format.ts';
import './verify-warranty.css';

export function VerifyWarrantyPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const valid = /^[0-9a-f]{32}$/.test(id);
  const { state, reload } = useData(valid ? `verify-warranty:${id}` : null, async (api) => (await api.warranties.verify(id)).data);

  if (!valid || (state.status === 'error' && apiErrorInfo(state.error).status === 404)) {
    return (
      <main className="app-page" id="main">
        <Alert tone="error">This warranty link is not valid. Ask the shop that issued it.</Alert>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="app-page" id="main">
        <LoadError message="We could not check this warranty just now." retryLabel="Try again" onRetry={reload} />
      </main>
    );
  }
  if (state.status !== 'ready') {
    return (
      <main className="app-page" id="main">
        <Spinner label="Checking the warranty…" />
      </main>
    );
  }
  const w = state.data;
  const inForce = w.status === 'active' || w.status === 'transferred';
  const manufacturer =
    w.manufacturerYears === null
      ? 'No manufacturer term on record for this film'
      : `${w.manufacturerYears} years${w.manufacturerHorizontalYears !== null && w.manufacturerHorizontalYears !== w.manufacturerYears ? ` (${w.manufacturerHorizontalYears} on horizontal surfaces)` : ''}, until ${formatDay(w.manufacturerEnds ?? '')}`;
  return (
    <main className="app-page" id="main" data-testid="verify-warranty">
      <h1>Warranty from {w.shopName}</h1>
      <Alert tone={inForce ? 'success' : 'warning'}>
        {inForce ? `This warranty is ${WARRANTY_STATUS_LABELS[w.status].toLowerCase()} and in force.` : `This warranty is ${WARRANTY_STATUS_LABELS[w.status].toLowerCase()}.`}
      </Alert>
      <dl className="wsv-facts">
        <dt>Vehicle</dt>
        <dd>{w.vehicle || '—'}</dd>
        {w.vinEnding ? (
          <>
            <dt>VIN ends in</dt>
            <dd>{w.vinEnding}</dd>
          </>
        ) : null}
        <dt>Film</dt>
        <dd>{[w.brandName, w.filmName, w.filmCode ? `(${w.filmCode})` : ''].filter(Boolean).join(' ')}</dd>
        <dt>Batch</dt>
        <dd>{w.batch}</dd>
        <dt>Covered</dt>
        <dd>{w.zones.map(zoneLabel).join(', ')}</dd>
        <dt>Installed</dt>
        <dd>{formatDay(w.installDate)}</dd>
        <dt>Manufacturer</dt>
        <dd>{manufacturer}</dd>
        <dt>Workmanship</dt>
        <dd>{w.workmanshipYears > 0 ? `${w.workmanshipYears} year${w.workmanshipYears === 1 ? '' : 's'}, until ${formatDay(w.workmanshipEnds)}` : 'None'}</dd>
        <dt>Shop</dt>
        <dd>{w.shopName}</dd>
      </dl>
    </main>
  );
}
