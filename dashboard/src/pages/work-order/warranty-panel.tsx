// The work order's warranties (issue 27 item 2, decision 093): once the job is completed, "Issue warranty" opens a
// form prefilled from the job (film, code, zones, the manufacturer's term for the finish, the shop's workmanship
// term, today's installer) where staff type the batch and an optional VIN; then each warranty with its certificate,
// its verification page, a transfer to a new owner, void, and claims with photos and the manufacturer's packet.
import { useState } from 'react';
import { CLAIM_STATUSES, WARRANTY_ZONE_LABELS, type BookingStatus, type ClaimStatus } from '@wrapsmith/core';
import type { BookingWarrantiesDto, WarrantyClaimDto, WarrantyDetailDto, WarrantyDraftDto, WarrantyDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useArea } from '../../i18n/area.ts';
import { WARRANTY } from '../../i18n/areas/warranty/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useLocale } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { formatDay } from '../../lib/format.ts';
import './warranty-panel.css';

/** The panel's words in the reader's language (decision 101), and the server's English only in English. */
function useWords() {
  const t = useArea(WARRANTY);
  const c = useArea(COMMON);
  const server = useServerWords();
  const language = useLocale((s) => s.locale);
  const day = (iso: string) => formatDay(iso, language === 'en' ? undefined : language);
  const zone = (z: string) => (z in WARRANTY_ZONE_LABELS ? t(`warranty.zone.${z}` as `warranty.zone.body`) : z);
  const manufacturer = (years: number | null, horizontal: number | null) =>
    years === null ? t('warranty.manufacturerNone') : horizontal !== null && horizontal !== years ? t('warranty.manufacturerSplit', { years, horizontal }) : t('warranty.manufacturerYears', { years });
  /** A failure: the server's reason in English, ours in another language. */
  const failure = (err: unknown, ours: string) => server(apiErrorText(err, ours, ours), ours);
  return { t, c, server, day, zone, manufacturer, failure };
}
const today = () => new Date().toISOString().slice(0, 10);

export function WarrantyPanel({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const words = useWords();
  const { t } = words;
  const access = useAccess('bookings');
  const settings = useAccess('settings');
  const { state, reload, update } = useData(access === 'none' ? null : `warranties ${bookingId} ${status}`, async (api) => (await api.warranties.forBooking(bookingId)).data);
  // No panel for a booking the warranties do not know (the work order says it is missing), as the deposit's.
  if (access === 'none' || (state.status === 'error' && apiErrorInfo(state.error).status === 404)) return null;
  const data: BookingWarrantiesDto | null = state.status === 'ready' ? state.data : null;
  return (
    <section className="ws-card app-panel ws-stack" aria-labelledby="warranty-title" data-testid="warranty-panel">
      <h2 id="warranty-title" className="ws-card__title">
        {t('warranty.title')}
      </h2>
      {state.status === 'loading' ? <Spinner label={t('warranty.loading')} /> : null}
      {state.status === 'error' ? <LoadError message={words.server(errorText(state.error, t('warranty.loadFailed')), t('warranty.loadFailed'))} retryLabel={words.c('common.retry')} onRetry={reload} /> : null}
      {data && data.warranties.length === 0 && !data.canIssue ? <p className="ws-muted">{t('warranty.notYet')}</p> : null}
      {data?.warranties.map((w) => <WarrantyCard key={w._id} warranty={w} editable={access === 'edit'} onChanged={reload} />)}
      {data?.canIssue && access === 'edit' ? (
        <>
          <IssueForm
            key={data.draft.items.map((i) => i.workmanshipYears).join()}
            bookingId={bookingId}
            draft={data.draft}
            onIssued={(issued) => update((d) => ({ ...d, canIssue: false, warranties: [...d.warranties.filter((w) => w.status !== 'void'), ...issued] }))}
          />
          {settings === 'edit' ? <WorkmanshipSetting years={data.draft.items[0]?.workmanshipYears ?? 1} onSaved={reload} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** The shop's own workmanship term (a Settings-area setting), where it is used: beside the issue form. */
function WorkmanshipSetting({ years, onSaved }: { years: number; onSaved: () => void }) {
  const words = useWords();
  const { t } = words;
  const api = useApi();
  const [value, setValue] = useState(String(years));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="ws-stack"
      aria-label={t('warranty.workmanshipSetting')}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setFailure(null);
        api.warranties
          .saveSettings(Number(value))
          .then((res) => {
            notify('success', words.server(res.message, t('warranty.settingSaved')));
            onSaved();
          })
          .catch((err: unknown) => setFailure(words.failure(err, t('warranty.failed'))))
          .finally(() => setBusy(false));
      }}
    >
      <div className="wsw-deposit-grid">
        <TextField label={t('warranty.workmanshipSetting')} hint={t('warranty.workmanshipHint')} type="number" inputMode="numeric" min={0} max={25} step={1} value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="ws-row">
        <button type="submit" className="ws-btn" disabled={busy} aria-busy={busy || undefined}>
          {t('warranty.saveSetting')}
        </button>
      </div>
    </form>
  );
}

function IssueForm({ bookingId, draft, onIssued }: { bookingId: string; draft: BookingWarrantiesDto['draft']; onIssued: (w: WarrantyDto[]) => void }) {
  const words = useWords();
  const { t } = words;
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [installer, setInstaller] = useState(draft.installer);
  const [installDate, setInstallDate] = useState(draft.installDate);
  const [vin, setVin] = useState(draft.vin);
  const [items, setItems] = useState<WarrantyDraftDto[]>(draft.items);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = (i: number, patch: Partial<WarrantyDraftDto>) => setItems((all) => all.map((item, j) => (j === i ? { ...item, ...patch } : item)));

  if (!open) {
    return (
      <div className="ws-row">
        <button type="button" className="ws-btn ws-btn--primary" onClick={() => setOpen(true)}>
          {t('warranty.issue')}
        </button>
      </div>
    );
  }
  async function submit() {
    setBusy(true);
    setFailure(null);
    try {
      const res = await api.warranties.issue({
        bookingId,
        installDate,
        installer,
        vin,
        items: items.map((i) => ({ filmId: i.filmId, brandName: i.brandName, filmName: i.filmName, filmCode: i.filmCode, finish: i.finish, batch: i.batch, zones: i.zones })),
      });
      notify('success', words.server(res.message, t('warranty.issued')));
      onIssued(res.data);
    } catch (err) {
      setFailure(words.failure(err, t('warranty.issueFailed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="ws-stack"
      aria-label={t('warranty.issue')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="wsw-deposit-grid">
        <TextField label={t('warranty.installer')} value={installer} required onChange={(e) => setInstaller(e.target.value)} />
        <TextField label={t('warranty.installDate')} type="date" value={installDate} required onChange={(e) => setInstallDate(e.target.value)} />
        <TextField label={t('warranty.vin')} value={vin} maxLength={17} autoCapitalize="characters" onChange={(e) => setVin(e.target.value)} />
      </div>
      {items.map((item, i) => (
        <fieldset key={i} className="ws-stack wsw-film">
          <legend>{[item.brandName, item.filmName].filter(Boolean).join(' ') || t('warranty.film')}</legend>
          <div className="wsw-deposit-grid">
            <TextField label={t('warranty.film')} value={item.filmName} required onChange={(e) => change(i, { filmName: e.target.value })} />
            <TextField label={t('warranty.code')} value={item.filmCode} onChange={(e) => change(i, { filmCode: e.target.value })} />
            <TextField label={t('warranty.batch')} value={item.batch} required onChange={(e) => change(i, { batch: e.target.value })} />
          </div>
          <fieldset className="wsw-zones">
            <legend className="ws-label">{t('warranty.zones')}</legend>
            <div className="ws-row">
              {Object.keys(WARRANTY_ZONE_LABELS).map((zone) => (
                <label key={zone} className="wsw-check">
                  <input
                    type="checkbox"
                    checked={item.zones.includes(zone)}
                    onChange={(e) => change(i, { zones: e.target.checked ? [...item.zones, zone] : item.zones.filter((z) => z !== zone) })}
                  />{' '}
                  {words.zone(zone)}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="ws-muted">
            {words.manufacturer(item.manufacturerYears, item.manufacturerHorizontalYears)} · {t('warranty.workmanship', { years: item.workmanshipYears })}
          </p>
        </fieldset>
      ))}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="ws-row">
        <button type="submit" className="ws-btn ws-btn--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('warranty.issuing') : t('warranty.issue')}
        </button>
      </div>
    </form>
  );
}

function WarrantyCard({ warranty: w, editable, onChanged }: { warranty: WarrantyDto; editable: boolean; onChanged: () => void }) {
  const words = useWords();
  const { t } = words;
  const api = useApi();
  const [detail, setDetail] = useState<WarrantyDetailDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [owner, setOwner] = useState({ name: '', contact: '' });
  const [claim, setClaim] = useState({ claimDate: today(), description: '' });

  async function run<T>(work: () => Promise<T>, done: (value: T) => void) {
    setBusy(true);
    setFailure(null);
    try {
      done(await work());
    } catch (err) {
      setFailure(words.failure(err, t('warranty.failed')));
    } finally {
      setBusy(false);
    }
  }
  const load = () => run(() => api.warranties.get(w._id), (res) => setDetail(res.data));
  const shown = detail ?? w;

  return (
    <article className="ws-stack" data-testid="warranty">
      <h3>
        {[shown.brandName, shown.filmName].filter(Boolean).join(' ')} · {t(`warranty.state.${shown.status}`)}
      </h3>
      <dl className="wsw-facts">
        <div>
          <dt>{t('warranty.batch')}</dt>
          <dd>{shown.batch}</dd>
        </div>
        <div>
          <dt>{t('warranty.installDate')}</dt>
          <dd>{words.day(shown.installDate)}</dd>
        </div>
        <div>
          <dt>{t('warranty.zones')}</dt>
          <dd>{shown.zones.map(words.zone).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('warranty.owner', { name: shown.owner.name })}</dt>
          <dd>
            {shown.manufacturerEnds ? t('warranty.until', { term: words.manufacturer(shown.manufacturerYears, shown.manufacturerHorizontalYears), day: words.day(shown.manufacturerEnds) }) : words.manufacturer(null, null)}
            <br />
            {t('warranty.until', { term: t('warranty.workmanship', { years: shown.workmanshipYears }), day: words.day(shown.workmanshipEnds) })}
          </dd>
        </div>
      </dl>
      <div className="ws-row">
        <a className="ws-btn" href={api.warranties.certificateHref(w._id)} download>
          {t('warranty.certificate')}
        </a>
        <a className="ws-btn" href={shown.verifyUrl} target="_blank" rel="noreferrer">
          {t('warranty.verifyPage')}
        </a>
        {detail ? null : (
          <button type="button" className="ws-btn" disabled={busy} onClick={() => void load()}>
            {editable ? t('warranty.transferAndClaims') : t('warranty.claims')}
          </button>
        )}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {detail ? (
        <div className="ws-stack">
          <p className="ws-muted">{detail.owners.map((o) => t('warranty.ownerSince', { name: o.name, contact: o.contact || '—', day: words.day(o.since.slice(0, 10)) })).join(' → ')}</p>
          {editable && detail.status !== 'void' ? (
            <form
              className="ws-stack"
              aria-label={t('warranty.transfer')}
              onSubmit={(e) => {
                e.preventDefault();
                void run(() => api.warranties.transfer(w._id, owner), (res) => {
                  setDetail(res.data);
                  setOwner({ name: '', contact: '' });
                  notify('success', words.server(res.message, t('warranty.transferred')));
                });
              }}
            >
              <div className="wsw-deposit-grid">
                <TextField label={t('warranty.newOwner')} value={owner.name} required onChange={(e) => setOwner({ ...owner, name: e.target.value })} />
                <TextField label={t('warranty.newContact')} value={owner.contact} required onChange={(e) => setOwner({ ...owner, contact: e.target.value })} />
              </div>
              <div className="ws-row">
                <button type="submit" className="ws-btn" disabled={busy}>
                  {busy ? t('warranty.transferring') : t('warranty.transfer')}
                </button>
                <button
                  type="button"
                  className="ws-btn ws-btn--danger"
                  disabled={busy}
                  onClick={() =>
                    void run(() => api.warranties.void(w._id), (res) => {
                      setDetail(res.data);
                      notify('success', words.server(res.message, t('warranty.voided')));
                      onChanged();
                    })
                  }
                >
                  {t('warranty.void')}
                </button>
              </div>
            </form>
          ) : null}
          <h4>{t('warranty.claims')}</h4>
          {detail.claims.map((c) => (
            <Claim key={c._id} claim={c} editable={editable} onChange={(next) => setDetail({ ...detail, claims: detail.claims.map((x) => (x._id === next._id ? next : x)) })} />
          ))}
          {editable && detail.status !== 'void' ? (
            <form
              className="ws-stack"
              aria-label={t('warranty.newClaim')}
              onSubmit={(e) => {
                e.preventDefault();
                void run(() => api.warranties.createClaim(w._id, claim), (res) => {
                  setDetail({ ...detail, claims: [...detail.claims, res.data] });
                  setClaim({ claimDate: today(), description: '' });
                  notify('success', words.server(res.message, t('warranty.claimSaved')));
                });
              }}
            >
              <TextField label={t('warranty.claimDate')} type="date" value={claim.claimDate} required onChange={(e) => setClaim({ ...claim, claimDate: e.target.value })} />
              <TextAreaField label={t('warranty.claimText')} value={claim.description} required onChange={(e) => setClaim({ ...claim, description: e.target.value })} />
              <div className="ws-row">
                <button type="submit" className="ws-btn" disabled={busy}>
                  {t('warranty.saveClaim')}
                </button>
              </div>
            </form>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function Claim({ claim, editable, onChange }: { claim: WarrantyClaimDto; editable: boolean; onChange: (c: WarrantyClaimDto) => void }) {
  const words = useWords();
  const { t } = words;
  const api = useApi();
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (work: () => Promise<{ data: WarrantyClaimDto }>) => {
    setFailure(null);
    try {
      onChange((await work()).data);
    } catch (err) {
      setFailure(words.failure(err, t('warranty.failed')));
    }
  };
  return (
    <div className="ws-stack" data-testid="warranty-claim">
      <p>
        <strong>{words.day(claim.claimDate)}</strong>: {claim.description}
      </p>
      <p className="ws-muted">{t('warranty.photos', { count: claim.photos.length })}</p>
      <div className="wsw-deposit-grid">
        <SelectField label={t('warranty.status')} value={claim.status} disabled={!editable} onChange={(e) => void act(() => api.warranties.setClaimStatus(claim._id, e.target.value as ClaimStatus))}>
          {CLAIM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`warranty.claim.${s}`)}
            </option>
          ))}
        </SelectField>
        {editable ? (
          <TextField
            label={t('warranty.addPhoto')}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void act(() => api.warranties.addClaimPhoto(claim._id, file));
              e.target.value = '';
            }}
          />
        ) : null}
      </div>
      <p>
        <a className="ws-btn" href={api.warranties.packetHref(claim._id)} download>
          {t('warranty.packet')}
        </a>
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
