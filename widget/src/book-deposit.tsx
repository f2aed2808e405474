// "Book with a deposit" under a rendered picture (issue 25 item 6, second half; decision 088). What it offers is the
// shop's choice, asked once per picture (GET booking): quote first — the visitor's details become a quote the shop
// prices from its price book and emails; deposit now — the visitor also picks a day and is sent to the deposit's
// payment page (Stripe Checkout on the shop's own account, or the offline test page). The API checks everything.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { HttpFailure } from '@wrapsmith/visualizer/failures';
import type { WidgetApi } from './api.ts';
import { BOOK_EN } from './i18n/book-en.ts';
import { WIDGET_MESSAGES, speak, widgetLocale } from './messages.ts';

/** The booking form's words in the language the widget speaks (issue 28), read when it renders. */
export const bookMessages = () => speak(BOOK_EN, {});

interface Offer {
  mode: 'quote_first' | 'deposit_now';
  firstDay: string;
  lastDay: string;
}

const serverMessage = (error: unknown): string | null => {
  const message = error instanceof HttpFailure ? (error.body as { error?: { message?: unknown } } | null)?.error?.message : null;
  return typeof message === 'string' && error instanceof HttpFailure && error.status < 500 ? message : null;
};

export interface BookWithDepositProps {
  api: WidgetApi;
  renderId: string;
  shopName: string;
}

export function BookWithDeposit({ api, renderId, shopName }: BookWithDepositProps) {
  const id = useId();
  const [M] = useState(bookMessages);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ name: '', email: '', day: '', consent: false, website: '' });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'day' | 'consent', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .request('GET', 'booking')
      .then((body) => {
        const data = (body as { data?: Offer } | null)?.data;
        if (live && data) setOffer(data);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, renderId]);

  if (!offer) return null;
  const deposit = offer.mode === 'deposit_now';
  if (thanks) {
    return (
      <div className="wsw-panel" role="status" data-testid="booking-thanks">
        <h3>{M.bookThanksTitle}</h3>
        <p>{thanks}</p>
      </div>
    );
  }
  if (!open) {
    return (
      <div className="wsw-actions">
        <button type="button" className="ws-btn" onClick={() => setOpen(true)}>
          {deposit ? M.bookDeposit : M.bookQuote}
        </button>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.name.trim()) found.name = M.bookNeedName;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = M.bookNeedEmail;
    if (deposit && !values.day) found.day = M.bookNeedDay;
    if (!values.consent) found.consent = M.bookNeedConsent;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const body = (await api.request('POST', 'booking-requests', {
        renderId,
        mode: offer?.mode,
        name: values.name.trim(),
        email: values.email.trim(),
        ...(deposit ? { requestedDay: values.day } : {}),
        consent: true,
        pageUrl: location.href,
        website: values.website,
        // The visitor's language: the shop's messages and pages to them use it (decision 100).
        locale: widgetLocale(),
      })) as { data?: { payUrl?: string | null }; message?: string } | null;
      const payUrl = body?.data?.payUrl;
      if (payUrl) {
        location.assign(payUrl);
        return;
      }
      setThanks(body?.message ?? M.bookQuoteIntro(shopName));
    } catch (error) {
      setFailure(serverMessage(error) ?? M.bookFailed(shopName));
    } finally {
      setSending(false);
    }
  }

  const field = (name: 'name' | 'email' | 'day', label: string, type: string, extra: Record<string, string> = {}) => (
    <label className="ws-field" htmlFor={`${id}-${name}`}>
      <span className="ws-label">{label}</span>
      <input
        id={`${id}-${name}`}
        className="ws-input"
        type={type}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onInput={(e) => setValues((v) => ({ ...v, [name]: e.currentTarget.value }))}
        {...extra}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="ws-field-error">
          {errors[name]}
        </span>
      ) : null}
    </label>
  );

  return (
    <form className="wsw-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{deposit ? M.bookDeposit : M.bookQuote}</h3>
      <p className="ws-muted">{deposit ? M.bookDepositIntro(shopName) : M.bookQuoteIntro(shopName)}</p>
      <div className="ws-form-grid">
        {field('name', M.bookName, 'text', { autoComplete: 'name', maxLength: '80' })}
        {field('email', M.bookEmail, 'email', { autoComplete: 'email', inputMode: 'email', maxLength: '254' })}
        {deposit ? field('day', M.bookDay, 'date', { min: offer.firstDay, max: offer.lastDay }) : null}
        <div className="ws-field wsw-span-all">
          <label className="wsw-consent" htmlFor={`${id}-consent`}>
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={values.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, consent: e.currentTarget.checked }))}
            />
            <span>{M.bookConsent(shopName)}</span>
          </label>
          {errors.consent ? (
            <span id={`${id}-consent-error`} className="ws-field-error">
              {errors.consent}
            </span>
          ) : null}
        </div>
        <div className="wsw-hp" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{WIDGET_MESSAGES.honeypot}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onInput={(e) => setValues((v) => ({ ...v, website: e.currentTarget.value }))} />
        </div>
      </div>
      {failure ? (
        <div role="alert" className="ws-alert ws-alert--error">
          <p>{failure}</p>
        </div>
      ) : null}
      <div className="wsw-actions">
        <button type="submit" className="ws-btn ws-btn--primary" disabled={sending}>
          {sending ? M.bookSending : deposit ? M.bookPayDeposit : M.bookSend}
        </button>
        <button type="button" className="ws-btn ws-btn--ghost" onClick={() => setOpen(false)}>
          {M.bookCancel}
        </button>
      </div>
    </form>
  );
}
