// A colour from a swatch photo: the photo goes to POST /user/films/swatch, which answers its average colour and
// the closest film the shop offers; "Use this colour" hands the colour to the add-colour form.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { apiErrorInfo, useApi } from '../../../api/index.ts';
import type { SwatchMatch } from '../../../api/catalogue-endpoints.ts';
import { Alert } from '../../../components/alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useBusy } from '../../../lib/form.ts';
import { CATALOGUE_MESSAGES as M, SWATCH_MAX_BYTES, filmName } from './catalogue-messages.ts';
import type { BrandRow } from './offer-form.tsx';
import { useArea } from '../../../i18n/area.ts';
import { SETTINGS_CATALOGUE } from '../../../i18n/areas/settings-catalogue/index.ts';
import { useKnownWords } from '../../../i18n/areas/settings/known.ts';
import { marker, withParts } from '../../../i18n/areas/settings/parts.tsx';

/** "3M Gloss Hot Rod Red (G13)", or the shop's own colour after `custom` ("Custom"). */
export function nearestName(nearest: NonNullable<SwatchMatch['nearest']>, brands: readonly BrandRow[], custom = 'Custom'): string {
  const brand = nearest.custom ? custom : (brands.find((b) => b.id === nearest.brandId)?.name ?? '');
  return [brand, filmName(nearest)].filter(Boolean).join(' ');
}


export function SwatchMatcher({ brands, onUse }: { brands: readonly BrandRow[]; onUse: (hex: string) => void }) {
  const api = useApi();
  const t = useArea(SETTINGS_CATALOGUE);
  const known = useKnownWords(SETTINGS_CATALOGUE);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [match, setMatch] = useState<SwatchMatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useBusy();

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMatch(null);
    if (!file.type.startsWith('image/')) return setError(M.swatchNotImage);
    if (file.size > SWATCH_MAX_BYTES) return setError(M.swatchTooBig);
    setError(null);
    setPreview(URL.createObjectURL(file));
    try {
      setMatch((await run(() => api.catalogue.matchSwatch(file))).data);
    } catch (err) {
      setError(apiErrorInfo(err).message ?? M.swatchFailed);
    }
  }

  return (
    <div className="ws-field wsc-swatch-match">
      <label className="ws-label" htmlFor={id}>
        {t('settings-catalogue.swatchPhoto')}
      </label>
      <input id={id} type="file" accept="image/*" className="wsx-logo__input" disabled={busy} aria-describedby={`${id}-hint`} onChange={(e) => void choose(e)} />
      <p id={`${id}-hint`} className="ws-field-hint">
        {t('settings-catalogue.swatchHint')}
      </p>
      {busy ? <Spinner label={t('settings-catalogue.reading')} /> : null}
      {error ? <Alert tone="error">{known(error, 'settings-catalogue.swatchFailed')}</Alert> : null}
      {preview && match && !error ? (
        <div className="wsc-match" aria-live="polite">
          <img src={preview} alt={t('settings-catalogue.yourSwatch')} className="wsc-match__photo" />
          <div className="wsc-match__result">
            <span className="wsc-swatch wsc-swatch--lg" style={{ background: match.hex }} aria-hidden="true" />
            <div>
              <p>
                {withParts(t('settings-catalogue.matchColour', { hex: marker(0) }), [<code key="hex">{match.hex}</code>])}
              </p>
              {match.nearest ? <p className="ws-muted">{t('settings-catalogue.closest', { name: nearestName(match.nearest, brands, t('settings-catalogue.custom')) })}</p> : null}
            </div>
            <button type="button" className="ws-btn ws-btn--sm" onClick={() => onUse(match.hex)}>
              {t('settings-catalogue.useColour')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
