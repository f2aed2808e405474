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
import { CORNER_LABELS, THEME_LABELS, WIDGET_MESSAGES as M, WIDGET_ZONES, ZONE_LABELS } from './widget-messages.ts';

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
  const id = useId();
  const shown = HEX_COLOR.test(value.trim()) ? fullHex(value) : fallback;
  return (
    <fieldset className="wsx-fieldset">
      <legend className="ws-label">{label}</legend>
      <div className="wsx-color">
        <input type="color" className="wsx-color__picker" aria-label={`${label} picker`} value={shown} onChange={(e) => onChange(e.target.value)} />
        <input
          id={id}
          className="ws-input wsx-color__hex"
          aria-label={`${label} hex code`}
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
            Use Wrapsmith’s colour
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="ws-field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="ws-field-hint">
          {value ? 'Your colour.' : 'Wrapsmith’s colour until you pick one.'}
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
          <span className="wsx-sample__button">Get a quote</span>
        </div>
      </div>
      <figcaption className="ws-field-hint">Sample of your colours, corners and theme. Save to see them in the live preview.</figcaption>
    </figure>
  );
}

function LogoField({ settings, canEdit, onSaved }: Pick<SettingsFormProps, 'settings' | 'canEdit' | 'onSaved'>) {
  const api = useApi();
  const [busy, run] = useBusy();
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setError(M.logoNotImage);
    if (file.size > LOGO_MAX_BYTES) return setError(M.logoTooBig);
    await save(() => api.widget.uploadLogo(file));
  }

  async function save(request: () => ReturnType<typeof api.widget.removeLogo>) {
    setError(null);
    try {
      const res = await run(request);
      onSaved(res.data);
      notify('success', res.message);
    } catch (err) {
      setError(apiErrorInfo(err).message ?? M.logoFailed);
    }
  }

  const remove = () => save(() => api.widget.removeLogo());

  return (
    <div className="ws-field">
      <label className="ws-label" htmlFor={id}>
        Logo
      </label>
      <div className="wsx-logo">
        <div className="wsx-logo__preview">{settings.logoUrl ? <img src={settings.logoUrl} alt="Current logo" /> : <span className="ws-muted">No logo</span>}</div>
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
            Remove logo
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="ws-field-hint">
        {busy ? 'Saving the logo…' : 'PNG, JPEG, WebP, AVIF or GIF up to 2 MB. Saved as soon as you choose it.'}
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

export function SettingsForm({ settings, brands, shopName, canEdit, onSaved }: SettingsFormProps) {
  const api = useApi();
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
        notify('success', res.message || M.saved);
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
    <form className="wsx-form" onSubmit={submit} noValidate aria-label="Widget settings">
      <fieldset className="wsx-fieldset wsx-form__body" disabled={!canEdit}>
        <legend className="ws-visually-hidden">Widget settings</legend>
        <Section title="Branding">
          <p className="wsx-shop-name">
            The widget shows your shop’s name, <strong>{shopName}</strong>. <Link to="/settings/shop">Rename your shop</Link>
          </p>
          <LogoField settings={settings} canEdit={canEdit} onSaved={onSaved} />
          <div className="wsx-grid">
            <ColorField label="Primary colour" value={form.primary} fallback={DEFAULT_COLORS.primary} error={errors.primary} onChange={(v) => set('primary', v)} />
            <ColorField label="Accent colour" value={form.accent} fallback={DEFAULT_COLORS.accent} error={errors.accent} onChange={(v) => set('accent', v)} />
          </div>
          <div className="wsx-grid">
            <ChoiceGroup legend="Corner style" name="corner" options={CORNER_LABELS} value={form.corner} onChange={(v) => set('corner', v)} />
            <ChoiceGroup legend="Theme" name="theme" options={THEME_LABELS} value={form.theme} onChange={(v) => set('theme', v)} />
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
              Show “Powered by Wrapsmith”
            </label>
            <p id="powered-by-hint" className="ws-field-hint">
              {settings.canHidePoweredBy ? (
                'Untick to white-label the widget.'
              ) : (
                <>
                  {M.poweredByLocked} <Link to="/Subscription">See plans</Link>
                </>
              )}
            </p>
          </div>
          <BrandingSample form={form} logoUrl={settings.logoUrl} name={shopName} />
        </Section>

        <Section title="What the widget offers">
          <fieldset className="wsx-fieldset" aria-describedby={errors.brandIds ? 'brands-error' : 'brands-hint'}>
            <legend className="ws-label">Brands</legend>
            <p id="brands-hint" className="ws-field-hint">
              Visitors pick from these brands’ colours in your catalogue. Brands without colours are left out.
            </p>
            <ul className="wsx-checklist" role="list">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <label className="wsx-check">
                    <input type="checkbox" checked={isBrandOffered(form, brand.id)} onChange={(e) => set('brandIds', toggleBrand(form, brand.id, e.target.checked, brands))} />
                    <span className="wsx-check__text">
                      {brand.name} <span className="ws-muted wsx-check__note">· {brand.filmCount ? `${brand.filmCount} colours` : 'no colours yet'}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.brandIds ? (
              <p id="brands-error" className="ws-field-error">
                {errors.brandIds}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="wsx-fieldset" aria-describedby="languages-hint">
            <legend className="ws-label">Languages</legend>
            <p id="languages-hint" className="ws-field-hint">
              The widget speaks to each visitor in their browser’s language when it is one of these, otherwise in the default.
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
                {errors.languages}
              </p>
            ) : null}
            {form.languages.length > 0 && (
              <SelectField label="Default language" className="wsx-narrow-input" value={form.languages[0]} onChange={(e) => makeDefault(e.currentTarget.value as Locale)}>
                {form.languages.map((locale) => (
                  <option key={locale} value={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </SelectField>
            )}
          </fieldset>
          <fieldset className="wsx-fieldset">
            <legend className="ws-label">Extras</legend>
            <ul className="wsx-checklist" role="list">
              {WIDGET_ZONES.map((zone) => (
                <li key={zone}>
                  <label className="wsx-check">
                    <input type="checkbox" checked={form.zones.includes(zone)} onChange={(e) => toggleZone(zone, e.target.checked)} />
                    {ZONE_LABELS[zone]}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <TextField
            label="Renders per visitor per day"
            type="number"
            inputMode="numeric"
            min={1}
            max={allowance.designPreviews}
            step={1}
            className="wsx-narrow-input"
            hint={`Each render uses one of your credits. This caps what one visitor can spend in 24 hours. ${
              allowance.planName ? `Your ${allowance.planName} plan allows` : 'Without a plan your shop allows'
            } up to ${allowance.designPreviews} (the plan’s customer design previews).`}
            value={form.visitorDailyLimit}
            onChange={text('visitorDailyLimit')}
            error={errors.visitorDailyLimit}
          />
          <TextField
            label="Credits for public renders per day"
            type="number"
            inputMode="numeric"
            min={1}
            max={PUBLIC_DAILY_CREDITS_MAX}
            step={1}
            className="wsx-narrow-input"
            placeholder={String(settings.publicDailyCreditsDefault)}
            hint={M.dailyCapHint(settings.publicDailyCreditsDefault)}
            value={form.publicDailyCredits}
            onChange={text('publicDailyCredits')}
            error={errors.publicDailyCredits}
          />
        </Section>

        <Section title="Your share link">
          <div className="ws-field">
            <label className="wsx-check">
              <input type="checkbox" checked={form.shareLinkEnabled} aria-describedby="share-link-hint" onChange={(e) => set('shareLinkEnabled', e.target.checked)} />
              {M.shareLinkOn}
            </label>
            <p id="share-link-hint" className="ws-field-hint">
              {M.shareLinkHint}
            </p>
          </div>
        </Section>

        <Section title="Contact details for visitors">
          <p className="ws-field-hint">Shown when something goes wrong (for example your credits run out), so visitors can still reach you.</p>
          <div className="wsx-grid">
            <TextField label="Contact phone" type="tel" autoComplete="off" value={form.contactPhone} onChange={text('contactPhone')} error={errors.contactPhone} />
            <TextField label="Contact email" type="email" autoComplete="off" value={form.contactEmail} onChange={text('contactEmail')} error={errors.contactEmail} />
          </div>
          <TextField label="Website" type="url" autoComplete="off" placeholder="https://yourshop.com" value={form.contactWebsite} onChange={text('contactWebsite')} error={errors.contactWebsite} />
        </Section>
      </fieldset>
      <SubmitRow failure={failure} busy={busy} label="Save widget settings" show={canEdit} />
    </form>
  );
}
