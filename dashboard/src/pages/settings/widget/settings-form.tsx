// The widget's branding, offer, visitor limit and contact details: one form, one PUT /user/widget/settings.
// The logo has its own upload (POST /user/widget/logo) and is saved as soon as it is chosen.
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BrandDto } from '@wrapsmith/core/contract';
import type { WidgetSettingsDto, WidgetZone } from '@wrapsmith/core/contract';
import { planAllowance } from '@wrapsmith/core';
import { textOn, tokens } from '@wrapsmith/design';
import { apiErrorInfo, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { SelectField, TextField } from '../../../components/field.tsx';
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '@wrapsmith/core/i18n';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { notify } from '../../../components/toasts.tsx';
import { fieldChecks, useBusy, useZodForm } from '../../../lib/form.ts';
import { useSession } from '../../../stores/session.ts';
import { serverFieldErrors } from './server-errors.ts';
import { bodyFromForm, formFromSettings, fullHex, HEX_COLOR, isBrandOffered, PUBLIC_DAILY_CREDITS_MAX, toggleBrand, validateForm, type WidgetForm } from './widget-form.ts';
import { WIDGET_MESSAGES as M, WIDGET_ZONES, type CORNER_LABELS, type THEME_LABELS } from './widget-messages.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { useFormat } from '../../../i18n/locale.ts';
import { SETTINGS_WIDGET } from '../../../i18n/areas/settings-widget/index.ts';
import { useKnownWords } from '../../../i18n/areas/settings/known.ts';
import { marker, withParts } from '../../../i18n/areas/settings/parts.tsx';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The formats the API takes for a logo, by their bytes (docs/api.md, "Image uploads"): never SVG or TIFF. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'];
const DEFAULT_COLORS = { primary: tokens.color.ink, accent: tokens.color.accent } as const;

const widgetSettings = fieldChecks(validateForm);

/** Ink or white, whichever reads better on the shop's colour. */
export interface SettingsFormProps {
  settings: WidgetSettingsDto;
  brands: BrandDto[];
  shopName: string;
  canEdit: boolean;
  onSaved: (settings: WidgetSettingsDto) => void;
}

function ColorField({ label, value, fallback, error, onChange }: { label: string; value: string; fallback: string; error?: string; onChange: (value: string) => void }) {
  const t = useArea(SETTINGS_WIDGET);
  const id = useId();
  const shown = HEX_COLOR.test(value.trim()) ? fullHex(value) : fallback;
  return (
    <fieldset className="wsx-fieldset">
      <legend className="ws-label">{label}</legend>
      <div className="wsx-color">
        <input type="color" className="wsx-color__picker" aria-label={t('settings-widget.colourPicker', { label })} value={shown} onChange={(e) => onChange(e.target.value)} />
        <input
          id={id}
          className="ws-input wsx-color__hex"
          aria-label={t('settings-widget.colourHex', { label })}
          placeholder={fallback}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost" onClick={() => onChange('')}>
            {t('settings-widget.useDefaultColour')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="ws-field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="ws-field-hint">
          {value ? t('settings-widget.yourColour') : t('settings-widget.defaultColour')}
        </p>
      )}
    </fieldset>
  );
}

function ChoiceGroup<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: Record<T, string>; value: T; onChange: (value: T) => void }) {
  return (
    <fieldset className="wsx-fieldset">
      <legend className="ws-label">{legend}</legend>
      <div className="wsx-choices">
        {(Object.keys(options) as T[]).map((option) => (
          <label key={option} className="wsx-choice">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {options[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="wsx-form-section" aria-labelledby={id}>
      <h3 id={id} className="wsx-form-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A small, instant sample of the colours, corners and theme; the live preview follows once saved. */
function BrandingSample({ form, logoUrl, name }: { form: WidgetForm; logoUrl: string | null; name: string }) {
  const t = useArea(SETTINGS_WIDGET);
  const primary = HEX_COLOR.test(form.primary.trim()) ? fullHex(form.primary) : DEFAULT_COLORS.primary;
  const accent = HEX_COLOR.test(form.accent.trim()) ? fullHex(form.accent) : DEFAULT_COLORS.accent;
  return (
    <figure className="wsx-sample" data-theme={form.theme} data-corner={form.corner}>
      <div className="wsx-sample__frame" aria-hidden="true" style={{ '--wsx-primary': primary, '--wsx-on-primary': textOn(primary), '--wsx-accent': accent, '--wsx-on-accent': textOn(accent) } as React.CSSProperties}>
        <div className="wsx-sample__header">
          {logoUrl ? <img src={logoUrl} alt="" className="wsx-sample__logo" /> : null}
          <span>{name}</span>
        </div>
        <div className="wsx-sample__body">
          <span className="wsx-sample__swatch" />
          <span className="wsx-sample__button">{t('settings-widget.sampleButton')}</span>
        </div>
      </div>
      <figcaption className="ws-field-hint">{t('settings-widget.sampleCaption')}</figcaption>
    </figure>
  );
}

function LogoField({ settings, canEdit, onSaved }: Pick<SettingsFormProps, 'settings' | 'canEdit' | 'onSaved'>) {
  const api = useApi();
  const [busy, run] = useBusy();
  const [error, setError] = useState<string | null>(null);
  const t = useArea(SETTINGS_WIDGET);
  const known = useKnownWords(SETTINGS_WIDGET);
  const english = useFormat().locale === 'en';
  const id = useId();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setError(M.logoNotImage);
    if (file.size > LOGO_MAX_BYTES) return setError(M.logoTooBig);
    await save(() => api.widget.uploadLogo(file), 'settings-widget.logoSaved');
  }

  async function save(request: () => ReturnType<typeof api.widget.removeLogo>, done: 'settings-widget.logoSaved' | 'settings-widget.logoRemoved') {
    setError(null);
    try {
      const res = await run(request);
      onSaved(res.data);
      // The server says it in English; in another language the screen says it in its own words.
      notify('success', english ? res.message : t(done));
    } catch (err) {
      setError(apiErrorInfo(err).message ?? M.logoFailed);
    }
  }

  const remove = () => save(() => api.widget.removeLogo(), 'settings-widget.logoRemoved');

  return (
    <div className="ws-field">
      <label className="ws-label" htmlFor={id}>
        {t('settings-widget.logo')}
      </label>
      <div className="wsx-logo">
        <div className="wsx-logo__preview">{settings.logoUrl ? <img src={settings.logoUrl} alt={t('settings-widget.currentLogo')} /> : <span className="ws-muted">{t('settings-widget.noLogo')}</span>}</div>
        <input
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          className="wsx-logo__input"
          disabled={!canEdit || busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void upload(e)}
        />
        {settings.logoUrl && canEdit ? (
          <button type="button" className="ws-btn ws-btn--sm" disabled={busy} onClick={() => void remove()}>
            {t('settings-widget.removeLogo')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="ws-field-hint">
        {busy ? t('settings-widget.savingLogo') : t('settings-widget.logoHint')}
      </p>
      {error ? <Alert tone="error">{known(error, 'settings-widget.logoFailed')}</Alert> : null}
    </div>
  );
}

export function SettingsForm({ settings, brands, shopName, canEdit, onSaved }: SettingsFormProps) {
  const api = useApi();
  const t = useArea(SETTINGS_WIDGET);
  const known = useKnownWords(SETTINGS_WIDGET);
  const common = useArea(COMMON);
  const cornerLabels = { rounded: t('settings-widget.corner.rounded'), square: t('settings-widget.corner.square'), pill: t('settings-widget.corner.pill') } satisfies Record<keyof typeof CORNER_LABELS, string>;
  const themeLabels = { light: t('settings-widget.theme.light'), dark: t('settings-widget.theme.dark') } satisfies Record<keyof typeof THEME_LABELS, string>;
  const allowance = planAllowance(useSession((s) => s.currentUser?.plan?.key));
  const [form, setForm] = useState(() => formFromSettings(settings));
  const { errors, setErrors, failure, submitting: busy, handleSubmit } = useZodForm(widgetSettings, M.saveFailed, M.fixFields);
  const set = <K extends keyof WidgetForm>(key: K, value: WidgetForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'visitorDailyLimit' | 'publicDailyCredits' | 'contactPhone' | 'contactEmail' | 'contactWebsite') => (e: ChangeEvent<HTMLInputElement>) =>
    set(key, e.target.value);

  const submit = handleSubmit(
    () => form,
    async (checked) => {
      try {
        const res = await api.widget.saveSettings(bodyFromForm(checked, settings.canHidePoweredBy));
        setForm(formFromSettings(res.data));
        onSaved(res.data);
        notify('success', known(res.message, 'settings-widget.saved') ?? t('settings-widget.saved'));
      } catch (err) {
        setErrors(serverFieldErrors(err));
        throw err;
      }
    },
  );

  // A language ticked joins the end; the default (the first) is picked below (issue 28 item 3).
  const toggleLanguage = (locale: Locale, on: boolean) => set('languages', on ? [...form.languages, locale] : form.languages.filter((l) => l !== locale));
  const makeDefault = (locale: Locale) => set('languages', [locale, ...form.languages.filter((l) => l !== locale)]);
  const toggleZone = (zone: WidgetZone, on: boolean) => set('zones', on ? WIDGET_ZONES.filter((z) => z === zone || form.zones.includes(z)) : form.zones.filter((z) => z !== zone));

  return (
    <form className="wsx-form" onSubmit={submit} noValidate aria-label={t('settings-widget.form')}>
      <fieldset className="wsx-fieldset wsx-form__body" disabled={!canEdit}>
        <legend className="ws-visually-hidden">{t('settings-widget.form')}</legend>
        <Section title={t('settings-widget.branding')}>
          <p className="wsx-shop-name">
            {withParts(t('settings-widget.shopName', { name: marker(0) }), [<strong key="name">{shopName}</strong>])}{' '}
            <Link to="/settings/shop">{t('settings-widget.renameShop')}</Link>
          </p>
          <LogoField settings={settings} canEdit={canEdit} onSaved={onSaved} />
          <div className="wsx-grid">
            <ColorField label={t('settings-widget.primary')} value={form.primary} fallback={DEFAULT_COLORS.primary} error={known(errors.primary)} onChange={(v) => set('primary', v)} />
            <ColorField label={t('settings-widget.accent')} value={form.accent} fallback={DEFAULT_COLORS.accent} error={known(errors.accent)} onChange={(v) => set('accent', v)} />
          </div>
          <div className="wsx-grid">
            <ChoiceGroup legend={t('settings-widget.corner')} name="corner" options={cornerLabels} value={form.corner} onChange={(v) => set('corner', v)} />
            <ChoiceGroup legend={t('settings-widget.theme')} name="theme" options={themeLabels} value={form.theme} onChange={(v) => set('theme', v)} />
          </div>
          <div className="ws-field">
            <label className="wsx-check">
              <input
                type="checkbox"
                checked={settings.canHidePoweredBy ? form.poweredBy : true}
                disabled={!settings.canHidePoweredBy}
                aria-describedby="powered-by-hint"
                onChange={(e) => set('poweredBy', e.target.checked)}
              />
              {t('settings-widget.poweredBy')}
            </label>
            <p id="powered-by-hint" className="ws-field-hint">
              {settings.canHidePoweredBy ? (
                t('settings-widget.poweredByHint')
              ) : (
                <>
                  {t('settings-widget.poweredByLocked')} <Link to="/Subscription">{t('settings-widget.seePlans')}</Link>
                </>
              )}
            </p>
          </div>
          <BrandingSample form={form} logoUrl={settings.logoUrl} name={shopName} />
        </Section>

        <Section title={t('settings-widget.offers')}>
          <fieldset className="wsx-fieldset" aria-describedby={errors.brandIds ? 'brands-error' : 'brands-hint'}>
            <legend className="ws-label">{t('settings-widget.brands')}</legend>
            <p id="brands-hint" className="ws-field-hint">
              {t('settings-widget.brandsHint')}
            </p>
            <ul className="wsx-checklist" role="list">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <label className="wsx-check">
                    <input type="checkbox" checked={isBrandOffered(form, brand.id)} onChange={(e) => set('brandIds', toggleBrand(form, brand.id, e.target.checked, brands))} />
                    <span className="wsx-check__text">
                      {brand.name} <span className="ws-muted wsx-check__note">· {brand.filmCount ? t('settings-widget.brandColours', { count: brand.filmCount }) : t('settings-widget.brandNoColours')}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.brandIds ? (
              <p id="brands-error" className="ws-field-error">
                {known(errors.brandIds)}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="wsx-fieldset" aria-describedby="languages-hint">
            <legend className="ws-label">{t('settings-widget.languages')}</legend>
            <p id="languages-hint" className="ws-field-hint">
              {t('settings-widget.languagesHint')}
            </p>
            <ul className="wsx-checklist" role="list">
              {SUPPORTED_LOCALES.map((locale) => (
                <li key={locale}>
                  <label className="wsx-check" lang={locale}>
                    <input type="checkbox" checked={form.languages.includes(locale)} onChange={(e) => toggleLanguage(locale, e.target.checked)} />
                    {LOCALE_NAMES[locale]}
                  </label>
                </li>
              ))}
            </ul>
            {errors.languages ? (
              <p id="languages-error" className="ws-field-error">
                {known(errors.languages)}
              </p>
            ) : null}
            {form.languages.length > 0 && (
              <SelectField label={t('settings-widget.defaultLanguage')} className="wsx-narrow-input" value={form.languages[0]} onChange={(e) => makeDefault(e.currentTarget.value as Locale)}>
                {form.languages.map((locale) => (
                  <option key={locale} value={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </SelectField>
            )}
          </fieldset>
          <fieldset className="wsx-fieldset">
            <legend className="ws-label">{t('settings-widget.extras')}</legend>
            <ul className="wsx-checklist" role="list">
              {WIDGET_ZONES.map((zone) => (
                <li key={zone}>
                  <label className="wsx-check">
                    <input type="checkbox" checked={form.zones.includes(zone)} onChange={(e) => toggleZone(zone, e.target.checked)} />
                    {t(`settings-widget.zone.${zone}`)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <TextField
            label={t('settings-widget.visitorLimit')}
            type="number"
            inputMode="numeric"
            min={1}
            max={allowance.designPreviews}
            step={1}
            className="wsx-narrow-input"
            hint={
              allowance.planName
                ? t('settings-widget.visitorLimitHintPlan', { plan: allowance.planName, count: allowance.designPreviews })
                : t('settings-widget.visitorLimitHintNoPlan', { count: allowance.designPreviews })
            }
            value={form.visitorDailyLimit}
            onChange={text('visitorDailyLimit')}
            error={known(errors.visitorDailyLimit)}
          />
          <TextField
            label={t('settings-widget.dailyCap')}
            type="number"
            inputMode="numeric"
            min={1}
            max={PUBLIC_DAILY_CREDITS_MAX}
            step={1}
            className="wsx-narrow-input"
            placeholder={String(settings.publicDailyCreditsDefault)}
            hint={t('settings-widget.dailyCapHint', { planDefault: settings.publicDailyCreditsDefault })}
            value={form.publicDailyCredits}
            onChange={text('publicDailyCredits')}
            error={known(errors.publicDailyCredits)}
          />
        </Section>

        <Section title={t('settings-widget.shareLinkTitle')}>
          <div className="ws-field">
            <label className="wsx-check">
              <input type="checkbox" checked={form.shareLinkEnabled} aria-describedby="share-link-hint" onChange={(e) => set('shareLinkEnabled', e.target.checked)} />
              {t('settings-widget.shareLinkOn')}
            </label>
            <p id="share-link-hint" className="ws-field-hint">
              {t('settings-widget.shareLinkHint')}
            </p>
          </div>
        </Section>

        <Section title={t('settings-widget.contactTitle')}>
          <p className="ws-field-hint">{t('settings-widget.contactHint')}</p>
          <div className="wsx-grid">
            <TextField label={t('settings-widget.contactPhone')} type="tel" autoComplete="off" value={form.contactPhone} onChange={text('contactPhone')} error={known(errors.contactPhone)} />
            <TextField label={t('settings-widget.contactEmail')} type="email" autoComplete="off" value={form.contactEmail} onChange={text('contactEmail')} error={known(errors.contactEmail)} />
          </div>
          <TextField label={t('settings-widget.website')} type="url" autoComplete="off" placeholder="https://yourshop.com" value={form.contactWebsite} onChange={text('contactWebsite')} error={known(errors.contactWebsite)} />
        </Section>
      </fieldset>
      <SubmitRow failure={known(failure, 'settings-widget.saveFailed') ?? null} busy={busy} label={t('settings-widget.save')} busyLabel={common('common.saving')} show={canEdit} />
    </form>
  );
}
