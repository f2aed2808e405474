// The work order's Photos: the booking's car photos as thumbnails that open full size (in a new tab, so edits not
// saved yet stay), Add photo (uploaded as soon as it is chosen) and Delete after a confirmation. The photos come
// with the booking; every change is handed up so the page's booking stays the one truth.
import { useId, useRef, useState } from 'react';
import type { BookingImageDto } from '@wrapsmith/core/contract';
import { BOOKING_IMAGE_LIMIT } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PhotoInput } from '../../components/photo-input.tsx';
import { useArea } from '../../i18n/area.ts';
import { WORK_ORDER_PANELS } from '../../i18n/areas/work-order-panels/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useServerWords } from '../../i18n/server-words.ts';

export interface BookingPhotosProps {
  bookingId: string;
  images: readonly BookingImageDto[];
  /** Applies a change to the booking's photos. */
  onImagesChange: (update: (images: BookingImageDto[]) => BookingImageDto[]) => void;
}

type Busy = { kind: 'adding'; file: File } | { kind: 'deleting'; id: string } | null;

export function BookingPhotos({ bookingId, images, onImagesChange }: BookingPhotosProps) {
  const api = useApi();
  const t = useArea(WORK_ORDER_PANELS);
  const c = useArea(COMMON);
  const server = useServerWords();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);
  const [confirming, setConfirming] = useState<{ image: BookingImageDto; n: number } | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const full = images.length >= BOOKING_IMAGE_LIMIT;

  async function add(file: File | null) {
    setUploadError(null);
    setNotice(null);
    if (!file || busy) return;
    setBusy({ kind: 'adding', file });
    try {
      const { data } = await api.bookings.uploadImage(bookingId, file);
      const { bookingId: _booking, ...image } = data;
      onImagesChange((current) => [...current, image]);
      setNotice({ tone: 'success', text: t('panels.photos.added') });
    } catch (err) {
      setUploadError(server(apiErrorInfo(err).message, t('panels.photos.uploadFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function remove(image: BookingImageDto) {
    setConfirming(null);
    setNotice(null);
    setBusy({ kind: 'deleting', id: image._id });
    try {
      const res = await api.bookings.deleteImage(image._id);
      onImagesChange((current) => current.filter((i) => i._id !== image._id));
      setNotice({ tone: 'success', text: server(res.message, t('panels.photos.deleted')) });
      // Its Delete button went with it: the section keeps the focus.
      titleRef.current?.focus();
    } catch (err) {
      setNotice({ tone: 'error', text: server(apiErrorInfo(err).message, t('panels.photos.deleteFailed')) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="ws-card wsw-photos" aria-labelledby={titleId} aria-busy={busy !== null || undefined}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="wsw-photos__title">
        {t('panels.photos.title')}
      </h2>
      <p className="ws-muted">{images.length > 0 ? t('panels.photos.intro') : t('panels.photos.empty')}</p>
      {images.length > 0 ? (
        <ul className="wsw-photos__grid">
          {images.map((image, index) => (
            <li key={image._id} className="wsw-photo">
              <a className="wsw-photo__link" href={image.url} target="_blank" rel="noopener noreferrer">
                {broken.has(image._id) ? (
                  <span className="wsw-photo__broken">
                    {t('panels.photos.photoAlt', { n: index + 1 })}: {t('panels.photos.broken')}
                  </span>
                ) : (
                  <img
                    className="wsw-photo__image"
                    src={image.url}
                    alt={t('panels.photos.photoAlt', { n: index + 1 })}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    onError={() => setBroken((ids) => new Set(ids).add(image._id))}
                  />
                )}
                <span className="ws-visually-hidden"> {t('panels.photos.newTab')}</span>
              </a>
              <button
                type="button"
                className="ws-btn ws-btn--sm"
                aria-label={t('panels.photos.deleteLabel', { n: index + 1 })}
                disabled={busy !== null}
                onClick={() => setConfirming({ image, n: index + 1 })}
              >
                {c('common.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {busy?.kind === 'adding' ? <Spinner label={t('panels.photos.uploading')} /> : null}
      {busy?.kind === 'deleting' ? <Spinner label={t('panels.photos.deleting')} /> : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <PhotoInput
        label={t('panels.photos.add')}
        hint={full ? t('panels.photos.full', { limit: BOOKING_IMAGE_LIMIT }) : t('panels.photos.addHint', { limit: BOOKING_IMAGE_LIMIT })}
        file={busy?.kind === 'adding' ? busy.file : null}
        onChange={(file) => void add(file)}
        disabled={busy !== null || full}
        error={uploadError}
      />
      {confirming ? (
        <ConfirmDialog
          title={t('panels.photos.deleteTitle')}
          cancelLabel={t('panels.photos.keep')}
          confirmLabel={t('panels.photos.confirmDelete')}
          danger
          onConfirm={() => remove(confirming.image)}
          onClose={() => setConfirming(null)}
        >
          <p>{t('panels.photos.deleteBody')}</p>
          <img className="wsw-photo__confirm" src={confirming.image.url} alt={t('panels.photos.photoAlt', { n: confirming.n })} />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
