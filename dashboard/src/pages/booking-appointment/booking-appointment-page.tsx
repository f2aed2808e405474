// Book Now (/bookingAppointment, also /BookingAppointment): the booking form with two ways out (spec §4).
// Book Now creates a pending booking and goes to /appointment; Send Quote creates a quote, which emails the
// customer a link, and shows the Quote Sent popup that closes to /leads. `?lead=<id>` fills the form from a
// widget lead and links the booking to it; `&quote=1` makes Send Quote the default and focuses it. A car photo
// chosen in the form is uploaded once the booking exists (the upload needs its id); if that fails, the booking
// stays saved and the page says so, with the way to the work order where the photo can be added again.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BOOKING_MESSAGES, type QuoteNotified } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { PageHeader } from '../../components/page-header.tsx';
import { PhotoInput } from '../../components/photo-input.tsx';
import { notify } from '../../components/toasts.tsx';
import { useData } from '../../hooks/use-data.ts';
import { fieldChecks, useZodForm } from '../../lib/form.ts';
import { filmText, vehicleText } from '../../features/leads/lead-format.ts';
import { saveFailure } from '../../features/bookings/booking-errors.ts';
import { BookingForm, bookingMessage } from '../../features/bookings/booking-form.tsx';
import { bookingBody, checkBooking, EMPTY_BOOKING_FORM, formFromLead, localDay, type BookingFormValues } from '../../features/bookings/booking-values.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useArea } from '../../i18n/area.ts';
import { BOOKING_FORM } from '../../i18n/areas/booking-form/index.ts';
import { useServerWords } from '../../i18n/server-words.ts';

type Action = 'book' | 'quote';

export function BookingAppointmentPage() {
  const [params] = useSearchParams();
  const leadId = params.get('lead');
  const quoteFirst = params.get('quote') === '1';
  // A new lead (or none, through the menu's Book Now) starts a new form, never one still linked to the last lead.
  return <BookNow key={`${leadId ?? ''}|${quoteFirst}`} leadId={leadId} quoteFirst={quoteFirst} />;
}

function BookNow({ leadId, quoteFirst }: { leadId: string | null; quoteFirst: boolean }) {
  const api = useApi();
  const navigate = useNavigate();
  const t = useArea(BOOKING_FORM);
  // The API answers in English (decision 099): its words in English, ours in another language.
  const server = useServerWords();
  const [today] = useState(localDay);
  const { state: lead } = useData(leadId, async (api) => (await api.leads.get(leadId ?? '')).data);
  const [edited, setValues] = useState<BookingFormValues | null>(null);
  const values = edited ?? (lead.status === 'ready' ? formFromLead(lead.data, today) : EMPTY_BOOKING_FORM);
  const { errors, setErrors, failure, submitting, handleSubmit, focusScope } = useZodForm(
    fieldChecks((action: Action) => checkBooking(values, action, today)),
    (err) => saveFailure(err).message,
  );
  /** The button whose request runs. */
  const [pending, setPending] = useState<Action>('book');
  const busy = submitting ? pending : null;
  /** How the quote's customer was told, once it is sent. */
  const [quoteSent, setQuoteSent] = useState<QuoteNotified | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  /** The booking was saved but its photo was not: the server's reason, and the booking to add it to later. */
  const [photoFailure, setPhotoFailure] = useState<{ bookingId: string; reason: string } | null>(null);
  const quoteButton = useRef<HTMLButtonElement>(null);
  const workOrderLink = useRef<HTMLAnchorElement>(null);

  const formShown = lead.status !== 'loading';
  // The role matrix (decision 062): Send Quote is the Quotes area's, Book Now the Bookings area's.
  const prices = useAccess('prices');
  const mayQuote = useAccess('quotes') === 'edit';
  const mayBook = useAccess('bookings') === 'edit';
  useEffect(() => {
    if (formShown && quoteFirst) quoteButton.current?.focus();
  }, [formShown, quoteFirst]);

  // The Book Now button that had the focus is gone once the photo failed: the way on to the work order takes it.
  const photoFailed = photoFailure !== null;
  useEffect(() => {
    if (photoFailed && !quoteSent) workOrderLink.current?.focus();
  }, [photoFailed, quoteSent]);

  /** Null once the photo is stored, else why it is not (the server's message when it gave one). */
  async function uploadPhoto(bookingId: string, file: File): Promise<string | null> {
    try {
      await api.bookings.uploadImage(bookingId, file);
      return null;
    } catch (err) {
      return apiErrorInfo(err).message ?? BOOKING_MESSAGES.generic;
    }
  }

  const submit = (chosen: Action) =>
    handleSubmit(
      () => chosen,
      async (action) => {
        setPending(action);
        const linked = lead.status === 'ready' ? { leadId: lead.data._id } : {};
        let res;
        try {
          res = await api.bookings.create({ ...bookingBody(values, { prices: prices === 'edit' }), isQuoted: action === 'quote', ...linked });
        } catch (err) {
          setErrors(saveFailure(err).fields);
          throw err;
        }
        const reason = photo ? await uploadPhoto(res.data._id, photo) : null;
        if (reason !== null) setPhotoFailure({ bookingId: res.data._id, reason });
        if (action === 'book' && reason === null) {
          notify('success', server(res.message, t('bookingForm.booked')));
          void navigate('/appointment');
          return;
        }
        if (action === 'quote') setQuoteSent(res.notified ?? { email: res.data.email ?? null, phone: null });
      },
    )();

  /** The spec's "notified by phone and email", naming only the ways the customer was really told (core's quoteSentBody). */
  const quoteSentBody = (sent: QuoteNotified) =>
    sent.phone && sent.email
      ? t('bookingForm.notifiedBoth', { phone: sent.phone, email: sent.email })
      : sent.phone
        ? t('bookingForm.notifiedPhone', { phone: sent.phone })
        : sent.email
          ? t('bookingForm.notifiedEmail', { email: sent.email })
          : t('bookingForm.notNotified');

  const locked = busy !== null || quoteSent !== null || photoFailed;
  const photoFailureNotice = photoFailure ? (
    <Alert tone="error">
      {server(photoFailure.reason && t('bookingForm.notUploaded', { reason: photoFailure.reason }), t('bookingForm.notUploadedPlain'))} {t('bookingForm.notUploadedNext')}
    </Alert>
  ) : null;
  const defaultAction: Action = (quoteFirst && mayQuote) || !mayBook ? 'quote' : 'book';
  const button = (action: Action) => (
    <button
      type={action === defaultAction ? 'submit' : 'button'}
      ref={action === 'quote' ? quoteButton : undefined}
      className={action === defaultAction ? 'ws-btn ws-btn--primary' : 'ws-btn'}
      disabled={locked}
      aria-busy={busy === action || undefined}
      onClick={action === defaultAction ? undefined : () => void submit(action)}
    >
      {busy === action ? (action === 'book' ? t('bookingForm.booking') : t('bookingForm.sending')) : action === 'book' ? t('bookingForm.bookNow') : t('bookingForm.sendQuote')}
    </button>
  );

  return (
    <div className="app-page" ref={focusScope}>
      <PageHeader title={t('bookingForm.title')}>{lead.status === 'ready' ? t('bookingForm.fromLead', { name: lead.data.name }) : t('bookingForm.intro')}</PageHeader>
      {lead.status === 'loading' ? <Spinner label={t('bookingForm.loadingLead')} /> : null}
      {lead.status === 'error' ? <Alert tone="warning">{t('bookingForm.leadFailed')}</Alert> : null}
      {formShown ? (
        <BookingForm
          prices={prices === 'edit' ? 'edit' : 'none'}
          label={t('bookingForm.title')}
          values={values}
          onChange={(next, field) => {
            setValues(next);
            setErrors((e) => ({ ...e, [field]: undefined }));
          }}
          onSubmit={() => void submit(defaultAction)}
          errors={errors}
          minDate={today}
          disabled={locked}
          image={lead.status === 'ready' && lead.data.render ? { src: lead.data.render.imageUrl, alt: t('bookingForm.renderAlt', { vehicle: vehicleText(lead.data), film: filmText(lead.data) }) } : null}
        >
          <section className="ws-card wsb-section">
            <PhotoInput
              label={t('bookingForm.carPhoto')}
              hint={t('bookingForm.carPhotoHint')}
              file={photo}
              onChange={setPhoto}
              preview={{ alt: t('bookingForm.chosenAlt'), removeLabel: t('bookingForm.removePhoto') }}
              disabled={locked}
            />
          </section>
          {failure ? <Alert tone="error">{bookingMessage(t, server(failure, t('bookingForm.submitFailed')))}</Alert> : null}
          {photoFailure && !quoteSent ? (
            <>
              {photoFailureNotice}
              <div className="ws-row wsb-actions">
                <Link to="/appointment" className="ws-btn">
                  {t('bookingForm.goToAppointments')}
                </Link>
                <Link to={`/work-order?id=${encodeURIComponent(photoFailure.bookingId)}`} className="ws-btn ws-btn--primary" ref={workOrderLink}>
                  {t('bookingForm.openWorkOrder')}
                </Link>
              </div>
            </>
          ) : (
            <div className="ws-row wsb-actions">
              {mayQuote ? button('quote') : null}
              {mayBook ? button('book') : null}
            </div>
          )}
        </BookingForm>
      ) : null}
      {quoteSent ? (
        <Dialog
          title={t('bookingForm.quoteSentTitle')}
          onClose={() => void navigate('/leads')}
          actions={
            <button type="button" className="ws-btn ws-btn--primary" data-autofocus onClick={() => void navigate('/leads')}>
              {t('bookingForm.goToLeads')}
            </button>
          }
        >
          <p>{quoteSentBody(quoteSent)}</p>
          {photoFailureNotice}
        </Dialog>
      ) : null}
    </div>
  );
}
