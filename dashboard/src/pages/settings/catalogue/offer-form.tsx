// The brands and films the shop offers: one checkbox per brand, its films by finish when expanded, and one
// PUT /user/catalog/settings that replaces both hidden lists.
import { useId, useState } from 'react';
import { useApi } from '../../../api/index.ts';
import type { CatalogSettings } from '../../../api/catalogue-endpoints.ts';
import { Alert } from '../../../components/alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useData } from '../../../hooks/use-data.ts';
import { unchecked, useZodForm } from '../../../lib/form.ts';
import { CATALOGUE_MESSAGES as M, FINISH_OPTIONS, filmName } from './catalogue-messages.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_CATALOGUE } from '../../../i18n/areas/settings-catalogue/index.ts';
import { useKnownWords } from '../../../i18n/areas/settings/known.ts';
import { codeFromFilmId, hiddenFilmsOf, offerFromSettings, setBrandOffered, setFilmOffered, settingsFromOffer, type Offer } from './offer.ts';

export interface BrandRow {
  id: string;
  name: string;
  /** Films offered; null for a hidden brand, whose films the API does not count. */
  filmCount: number | null;
}

export interface OfferFormProps {
  brands: BrandRow[];
  /** Null for team members, who may not read the settings: what they see is what the shop offers. */
  settings: CatalogSettings | null;
  canEdit: boolean;
  onSaved: (settings: CatalogSettings) => void;
}

const EMPTY_OFFER: Offer = { hiddenBrands: new Set(), hiddenFilms: new Set() };

type CatalogueWords = ReturnType<typeof useArea<typeof SETTINGS_CATALOGUE.english>>;

function countNote(t: CatalogueWords, brand: BrandRow, offered: boolean): string {
  if (!offered || brand.filmCount === null) return t('settings-catalogue.notOffered');
  return brand.filmCount === 1 ? t('settings-catalogue.oneFilm') : t('settings-catalogue.films', { count: brand.filmCount });
}

/** A finish group's name in the language: ours for the finishes we know, else the server's label. */
function finishName(t: CatalogueWords, finish: string, label: string): string {
  const known = FINISH_OPTIONS.find((f) => f.id === finish);
  return known ? t(`settings-catalogue.finish.${known.id}`) : label;
}

function BrandFilmsPanel({ brand, offer, brandIds, canEdit, onChange }: { brand: BrandRow; offer: Offer; brandIds: string[]; canEdit: boolean; onChange: (offer: Offer) => void }) {
  const t = useArea(SETTINGS_CATALOGUE);
  const { state: films } = useData(brand.id, async (api) => (await api.catalogue.films(brand.id)).data.groups);

  if (offer.hiddenBrands.has(brand.id) || brand.filmCount === null) return <p className="ws-field-hint">{t('settings-catalogue.brandHidden')}</p>;
  if (films.status === 'error') return <Alert tone="error">{t('settings-catalogue.filmsFailed')}</Alert>;
  if (films.status !== 'ready') return <Spinner label={t('settings-catalogue.loadingFilms', { brand: brand.name })} />;
  const groups = films.data;
  const listed = new Set(groups.flatMap((g) => g.films.map((f) => f.id)));
  const unlisted = hiddenFilmsOf(offer, brand.id, brandIds).filter((id) => !listed.has(id));
  const checkbox = (id: string, label: string) => (
    <li key={id}>
      <label className="wsx-check">
        <input type="checkbox" checked={!offer.hiddenFilms.has(id)} disabled={!canEdit} onChange={(e) => onChange(setFilmOffered(offer, id, e.target.checked))} />
        <span className="wsx-check__text">{label}</span>
      </label>
    </li>
  );
  return (
    <div className="wsc-films">
      {groups.map((group) => (
        <fieldset key={group.finish} className="wsx-fieldset">
          <legend className="wsc-films__finish">
            {t('settings-catalogue.finishGroup', { brand: brand.name, finish: finishName(t, group.finish, group.label) })}
          </legend>
          <ul className="wsx-checklist" role="list">
            {group.films.map((film) => checkbox(film.id, filmName(film)))}
          </ul>
        </fieldset>
      ))}
      {unlisted.length ? (
        <fieldset className="wsx-fieldset">
          <legend className="wsc-films__finish">{t('settings-catalogue.hiddenFilms', { brand: brand.name })}</legend>
          <ul className="wsx-checklist" role="list">
            {unlisted.map((id) => checkbox(id, codeFromFilmId(id, brand.id)))}
          </ul>
        </fieldset>
      ) : null}
      {groups.length === 0 && unlisted.length === 0 ? <p className="ws-field-hint">{t('settings-catalogue.noFilms')}</p> : null}
    </div>
  );
}

function BrandItem({ brand, offer, brandIds, canEdit, onChange }: { brand: BrandRow; offer: Offer; brandIds: string[]; canEdit: boolean; onChange: (offer: Offer) => void }) {
  const t = useArea(SETTINGS_CATALOGUE);
  const [open, setOpen] = useState(false);
  const id = useId();
  const offered = !offer.hiddenBrands.has(brand.id);
  return (
    <li className="wsc-brand">
      <div className="wsc-brand__row">
        <label className="wsx-check">
          <input type="checkbox" checked={offered} disabled={!canEdit} aria-describedby={`${id}-count`} onChange={(e) => onChange(setBrandOffered(offer, brand.id, e.target.checked))} />
          <span className="wsx-check__text">{brand.name}</span>
        </label>
        <span id={`${id}-count`} className="ws-muted wsx-check__note">
          {countNote(t, brand, offered)}
        </span>
        {brand.filmCount === 0 ? null : (
          // A brand with no built-in catalogue has no films to pick from (its count note says so).
          <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost wsc-brand__toggle" aria-expanded={open} aria-controls={`${id}-films`} onClick={() => setOpen((o) => !o)}>
            {open ? t('settings-catalogue.hideFilms', { brand: brand.name }) : t('settings-catalogue.showFilms', { brand: brand.name })}
          </button>
        )}
      </div>
      {open ? (
        <div id={`${id}-films`} className="wsc-brand__films">
          <BrandFilmsPanel brand={brand} offer={offer} brandIds={brandIds} canEdit={canEdit} onChange={onChange} />
        </div>
      ) : null}
    </li>
  );
}

export function OfferForm({ brands, settings, canEdit, onSaved }: OfferFormProps) {
  const api = useApi();
  const t = useArea(SETTINGS_CATALOGUE);
  const common = useArea(COMMON);
  const known = useKnownWords(SETTINGS_CATALOGUE);
  const [offer, setOffer] = useState<Offer>(() => (settings ? offerFromSettings(settings) : EMPTY_OFFER));
  const { failure, submitting: busy, handleSubmit } = useZodForm(unchecked<Offer>(), M.saveFailed);
  const brandIds = brands.map((b) => b.id);

  const submit = handleSubmit(
    () => offer,
    async (chosen) => {
      const res = await api.catalogue.saveSettings(settingsFromOffer(chosen));
      setOffer(offerFromSettings(res.data));
      onSaved(res.data);
      notify('success', known(res.message, 'settings-catalogue.saved') ?? t('settings-catalogue.saved'));
    },
  );

  return (
    <form className="wsx-form" onSubmit={submit} noValidate aria-label={t('settings-catalogue.offerTitle')}>
      <fieldset className="wsx-fieldset" aria-describedby="catalogue-brands-hint">
        <legend className="ws-label">{t('settings-catalogue.brands')}</legend>
        <p id="catalogue-brands-hint" className="ws-field-hint">
          {t('settings-catalogue.brandsHint')}
        </p>
        <ul className="wsc-brands" role="list">
          {brands.map((brand) => (
            <BrandItem key={brand.id} brand={brand} offer={offer} brandIds={brandIds} canEdit={canEdit} onChange={setOffer} />
          ))}
        </ul>
      </fieldset>
      <SubmitRow failure={known(failure, 'settings-catalogue.saveFailed') ?? null} busy={busy} label={t('settings-catalogue.save')} busyLabel={common('common.saving')} show={canEdit} />
    </form>
  );
}
