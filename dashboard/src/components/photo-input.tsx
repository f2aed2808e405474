// A photo of a car from the device's files or camera: a labelled file input for images only, checked for type and
// size before anything is sent, with an optional thumbnail of the chosen photo and a Remove button. Used by
// /aitool, the booking form and the work order's photos.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useArea } from '../i18n/area.ts';
import { COMPONENTS } from '../i18n/areas/components/index.ts';
import './photo-input.css';

/** The server's limit for car photos (docs/api.md: photo-render, upload-booking). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The English (tests read it); the screen reads the components area. */
export const PHOTO_INPUT_MESSAGES = {
  notImage: 'Choose an image file (a JPEG, PNG or WebP photo).',
  tooBig: (maxBytes: number) => `The photo must be ${Math.round(maxBytes / (1024 * 1024))} MB or smaller.`,
} as const;

export interface PhotoInputProps {
  label: string;
  hint: ReactNode;
  /** The chosen photo; null empties the input, so the same file can be chosen again. */
  file: File | null;
  /** A photo that passed the checks, or null when the choice was refused. */
  onChange: (file: File | null) => void;
  /** A thumbnail of the chosen photo (with this alt text), and a Remove button when removeLabel is given. */
  preview?: { alt: string; removeLabel?: string };
  maxBytes?: number;
  disabled?: boolean;
  /** A refusal from elsewhere, such as the server's answer to the upload. */
  error?: string | null;
}

function usePreviewUrl(file: File | null, wanted: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !wanted) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file, wanted]);
  return url;
}

export function PhotoInput({ label, hint, file, onChange, preview, maxBytes = PHOTO_MAX_BYTES, disabled = false, error }: PhotoInputProps) {
  const id = useId();
  const t = useArea(COMPONENTS);
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file, preview !== undefined);
  const shownError = refusal ?? error ?? null;

  // With the render that drops the file, not after it: the added photo and an emptied input appear together.
  useLayoutEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    const refused = !chosen ? null : !chosen.type.startsWith('image/')
        ? t('components.photoNotImage')
        : chosen.size > maxBytes
          ? t('components.photoTooBig', { megabytes: Math.round(maxBytes / (1024 * 1024)) })
          : null;
    setRefusal(refused);
    if (refused) event.currentTarget.value = '';
    onChange(refused ? null : chosen);
  }

  function remove() {
    setRefusal(null);
    onChange(null);
    inputRef.current?.focus();
  }

  return (
    <div className="ws-field app-photo">
      <label className="ws-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="ws-input app-photo__input"
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={choose}
      />
      <p id={`${id}-hint`} className="ws-field-hint">
        {hint}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="ws-field-error" role="alert">
          {shownError}
        </p>
      ) : null}
      {preview && previewUrl ? (
        <div className="app-photo__preview">
          <img className="app-photo__image" src={previewUrl} alt={preview.alt} />
          {preview.removeLabel ? (
            <button type="button" className="ws-btn ws-btn--sm" disabled={disabled} onClick={remove}>
              {preview.removeLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
