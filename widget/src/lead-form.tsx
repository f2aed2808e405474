// "Get a quote": the visitor's contact details for the render they just made (and, under a render of their own
// photo, which car it is). Validates on submit, moves focus to the first field in error, and thanks the visitor once
// the shop has the lead.
import { LEAD_VEHICLE_TEXT_MAX } from '@wrapsmith/core/rules';
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { LeadDesign, LeadPayload } from './api.ts';
import {
  EMPTY_LEAD,
  MESSAGE_MAX,
  VEHICLE_WORDS as V,
  errorPlace,
  isLikelyBot,
  localToday,
  toLeadPayload,
  validateLead,
  type LeadErrors,
  type LeadField,
  type LeadValues,
} from './lead.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';

/** This chunk's share of the shadow root's stylesheet (empty outside the build, where styles.ts has it all). */
export const PART_CSS = __WRAPSMITH_PART_CSS__.leadForm ?? '';

export interface LeadFormProps {
  shopName: string;
  /** The render asked about, or null for a lead without a picture (the shop had no credits left), which sends `design`. */
  renderId: string | null;
  design?: LeadDesign | null;
  /** The picture's thumbnail; none on a lead without a picture. */
  imageSrc: string | null;
  /** The render is of the visitor's own photo, which names no car: ask which one it is (optional). */
  askVehicle?: boolean;
  /** Sends the lead; rejects with the visitor-facing message when it fails. */
  onSubmit: (lead: LeadPayload) => Promise<void>;
  /** After a lead was sent (or a bot was politely ignored). */
  onSent: () => void;
  onCancel: () => void;
}

const ORDER: LeadField[] = ['name', 'email', 'phone', 'preferredDate', 'year', 'make', 'model', 'message', 'consent'];

export function LeadForm({ shopName, renderId, design = null, imageSrc, askVehicle, onSubmit, onSent, onCancel }: LeadFormProps) {
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [startedAt] = useState(() => Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  // The form opens on the visitor's "Get a quote" (its chunk may arrive a moment later): focus goes to its first field.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus(), []);
  const id = useId();
  const today = localToday();

  const set = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateLead(values, today);
    setErrors(found);
    setFailure(null);
    const first = ORDER.find((field) => errorPlace(found, values, field));
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (isLikelyBot(values)) {
      onSent();
      return;
    }
    setSending(true);
    try {
      await onSubmit(toLeadPayload(values, { renderId, design, pageUrl: location.href, startedAt }));
      onSent();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  const described = (name: LeadField) => {
    const place = errorPlace(errors, values, name);
    return {
      id: `${id}-${name}`,
      name,
      'aria-invalid': place ? true : undefined,
      'aria-describedby': place && `${id}-${place === 'field' ? name : 'vehicle'}-error`,
    };
  };
  const error = (name: LeadField) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="ws-field-error">
        {errors[name]}
      </span>
    ) : null;
  const textField = (name: Exclude<LeadField, 'message' | 'consent'>, label: string, attributes: InputHTMLAttributes<HTMLInputElement>) => (
    <label className="ws-field" htmlFor={`${id}-${name}`}>
      <span className="ws-label">{label}</span>
      <input className="ws-input" value={values[name]} onInput={(e) => set(name, e.currentTarget.value)} {...attributes} {...described(name)} />
      {error(name)}
    </label>
  );

  return (
    <form ref={formRef} className="wsw-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <div className="wsw-form-head">
        {imageSrc ? <img className="wsw-thumb" src={imageSrc} alt="" /> : null}
        <div>
          <h3 id={`${id}-title`}>{imageSrc ? M.quoteTitle : M.noPictureQuoteTitle}</h3>
          <p className="ws-muted">{imageSrc ? M.quoteIntro(shopName) : M.noPictureQuoteIntro(shopName)}</p>
        </div>
      </div>
      <div className="ws-form-grid">
        {textField('name', M.name, { type: 'text', autoComplete: 'name', maxLength: 80 })}
        {textField('email', M.emailLabel, { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 })}
        {textField('phone', M.phone, { type: 'tel', autoComplete: 'tel', maxLength: 32 })}
        {textField('preferredDate', M.preferredDate, { type: 'date', min: today })}
        {askVehicle && (
          <fieldset className="wsw-car wsw-span-all" aria-describedby={`${id}-car-hint`}>
            <legend className="ws-label">{V.legend}</legend>
            <span id={`${id}-car-hint`} className="ws-field-hint">
              {V.hint}
            </span>
            <div className="wsw-car__fields">
              {textField('year', V.year, { inputMode: 'numeric', maxLength: 4 })}
              {textField('make', V.make, { maxLength: LEAD_VEHICLE_TEXT_MAX })}
              {textField('model', V.model, { maxLength: LEAD_VEHICLE_TEXT_MAX })}
            </div>
            {errors.vehicle && (
              <span id={`${id}-vehicle-error`} className="ws-field-error">
                {errors.vehicle}
              </span>
            )}
          </fieldset>
        )}
        <label className="ws-field wsw-span-all" htmlFor={`${id}-message`}>
          <span className="ws-label">{M.message}</span>
          <textarea className="ws-textarea" maxLength={MESSAGE_MAX} placeholder={M.messagePlaceholder} value={values.message} onInput={(e) => set('message', e.currentTarget.value)} {...described('message')} />
          {error('message')}
        </label>
        <div className="ws-field wsw-span-all">
          <label className="wsw-consent" htmlFor={`${id}-consent`}>
            <input type="checkbox" required checked={values.consent} onChange={(e) => set('consent', e.currentTarget.checked)} {...described('consent')} />
            <span>{M.consent(shopName)}</span>
          </label>
          {error('consent')}
        </div>
        <div className="wsw-hp" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{M.honeypot}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onInput={(e) => set('website', e.currentTarget.value)} />
        </div>
      </div>
      {failure && (
        <div role="alert" className="ws-alert ws-alert--error">
          <p>{failure}</p>
        </div>
      )}
      <div className="wsw-actions">
        <button type="submit" className="ws-btn ws-btn--primary" disabled={sending}>
          {sending ? M.sending : M.send}
        </button>
        <button type="button" className="ws-btn ws-btn--ghost" onClick={onCancel}>
          {M.cancel}
        </button>
      </div>
    </form>
  );
}

// In this chunk too: "Book with a deposit" (decision 088), loaded with the lead form a render preloads.
export { BookWithDeposit } from './book-deposit.tsx';
