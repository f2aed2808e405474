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

export function closestLabel(nearest: NonNullable<SwatchMatch['nearest']>, brands: readonly BrandRow[]): string {
  const brand = nearest.custom ? 'Custom' : (brands.find((b) => b.id === nearest.brandId)?.name ?? '');
  return `Closest: ${[brand, filmName(nearest)].filter(Boolean).join(' ')}`;
}

export function SwatchMatcher({ brands, onUse }: { brands: readonly BrandRow[]; onUse: (hex: string) => void }) {
  const api = useApi();
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
        Swatch photo
      </label>
      <input id={id} type="file" accept="image/*" className="wsx-logo__input" disabled={busy} aria-describedby={`${id}-hint`} onChange={(e) => void choose(e)} />
      <p id={`${id}-hint`} className="ws-field-hint">
        Take or choose a photo of a film sample, filling most of the frame. Up to 5 MB.
      </p>
      {busy ? <Spinner label="Reading the colour…" /> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {preview && match && !error ? (
        <div className="wsc-match" aria-live="polite">
          <img src={preview} alt="Your swatch photo" className="wsc-match__photo" />
          <div className="wsc-match__result">
            <span className="wsc-swatch wsc-swatch--lg" style={{ background: match.hex }} aria-hidden="true" />
            <div>
              <p>
                Colour <code>{match.hex}</code>
              </p>
              {match.nearest ? <p className="ws-muted">{closestLabel(match.nearest, brands)}</p> : null}
            </div>
            <button type="button" className="ws-btn ws-btn--sm" onClick={() => onUse(match.hex)}>
              Use this colour
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
