// Settings → Shop → Units and formats (issue 28 item 2 and 3, decision 098): metric or imperial for every area, roll
// width and length the shop reads and types (quotes, work orders, rolls, the material estimate, PDFs), by default its
// country's; and a live sample of how its dates, times and numbers are written.
import { useState } from 'react';
import { defaultUnits, formatArea, formatClock, formatDay, formatLength, type UnitSystem } from '@wrapsmith/core';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { SelectField } from '../../../components/field.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useShopFormat } from '../../../lib/shop-format.ts';
import { useSession } from '../../../stores/session.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS } from '../../../i18n/areas/settings/index.ts';
import { useKnownWords } from '../../../i18n/areas/settings/known.ts';
import { useLocale } from '../../../i18n/locale.ts';

export const SHOP_UNITS_MESSAGES = {
  title: 'Units and formats',
  intro: 'Areas, roll widths and film lengths are shown and typed in these units on quotes, work orders, film rolls, the material estimate and their PDFs.',
  label: 'Units',
  fromCountry: (country: string, units: UnitSystem) => `Your country’s (${country}): ${units === 'metric' ? 'metric' : 'imperial'}`,
  metric: 'Metric: metres, millimetres, m²',
  imperial: 'Imperial: feet, inches, ft²',
  sample: (area: string, length: string, day: string, time: string) => `Shown as ${area}, ${length}, ${day} at ${time}.`,
  countryHint: 'Dates, times and numbers follow your country, set under Settings → Texts.',
  readOnly: 'Only the shop owner can change the units.',
  failed: 'The units could not be saved. Please try again.',
  save: 'Save units',
  saving: 'Saving…',
} as const;
const M = SHOP_UNITS_MESSAGES;

type Choice = '' | UnitSystem;

export function ShopUnitsSection({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const t = useArea(SETTINGS);
  const common = useArea(COMMON);
  const known = useKnownWords(SETTINGS);
  const english = useLocale((s) => s.locale === 'en');
  const shop = useSession((s) => s.currentUser?.shop);
  const format = useShopFormat();
  const [choice, setChoice] = useState<Choice>(shop?.unitsChoice ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!shop) return null;
  const country = shop.country ?? 'US';
  const shown: UnitSystem = choice === '' ? defaultUnits(country) : choice;
  // A sample of a full wrap's 23.2 m² and a 25-yard roll, on the 10th of December at 09:30.
  const sample = t('settings.units.sample', {
    area: formatArea(23_225_760, shown, format.locale),
    length: formatLength(22_860, shown, format.locale),
    day: formatDay('2026-12-10', format.locale),
    time: formatClock('09:30', format.locale),
  });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const res = await api.account.setShopUnits(choice === '' ? null : choice);
      useSession.getState().setUser(res.data.user);
      // The server's message names the units in English; in another language the screen says it in its own words.
      notify('success', english ? res.message : t('settings.units.saved'));
    } catch (err) {
      setFailure(known(apiErrorText(err, M.failed, M.failed), 'settings.units.failed') ?? M.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="ws-card app-panel" aria-labelledby="shop-units-title">
      <h2 id="shop-units-title" className="ws-card__title">
        {t('settings.units.title')}
      </h2>
      <form className="ws-stack" onSubmit={(e) => void save(e)} noValidate aria-label={t('settings.units.title')}>
        <p className="ws-muted">{t('settings.units.intro')}</p>
        <SelectField label={t('settings.units.label')} value={choice} disabled={!canEdit} hint={canEdit ? t('settings.units.countryHint') : t('settings.units.readOnly')} onChange={(e) => setChoice(e.target.value as Choice)}>
          <option value="">{t(defaultUnits(country) === 'metric' ? 'settings.units.fromCountryMetric' : 'settings.units.fromCountryImperial', { country })}</option>
          <option value="metric">{t('settings.units.metric')}</option>
          <option value="imperial">{t('settings.units.imperial')}</option>
        </SelectField>
        <p className="ws-muted" data-testid="units-sample" aria-live="polite">
          {sample}
        </p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {canEdit ? (
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={saving}>
              {saving ? common('common.saving') : t('settings.units.save')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
