// Adds a vehicle to the library or edits one (decision 056): the photo with its paint marked by the photo tool
// (Paint / Not paint taps, brush, eraser, undo; each selection previewed free), the catalogue vehicle it shows from
// the Studio's own pickers, and the side. Editing keeps the photo and its marked paint unless the paint is marked
// again, and the tag unless another vehicle is picked.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LibraryVehicleDto } from '@wrapsmith/core/contract';
import { LIBRARY_SIDES, type LibrarySide, type LibraryVehicleInput, type LibraryVehicleUpdate } from '@wrapsmith/core';
import { bodyStyleLabel, NO_PHOTO, NO_VEHICLE, PhotoTool, VehiclePicker, isCompleteVehicle, useVisualizerMessages, type PhotoSelection, type VehicleSelection } from '@wrapsmith/visualizer';
import { useApi } from '../../api/index.ts';
import { SelectField } from '../../components/field.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { Alert } from '../../components/alert.tsx';
import { formContract, useZodForm } from '../../lib/form.ts';
import { useArea } from '../../i18n/area.ts';
import { LIBRARY } from '../../i18n/areas/library/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useLocale } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';

export const carName = (v: Pick<LibraryVehicleDto, 'year' | 'make' | 'model'>) => `${v.year} ${v.make} ${v.model}`;

/** The library's words in the reader's language: its area, the shared words, and the names of sides and body styles. */
export function useLibraryWords() {
  const t = useArea(LIBRARY);
  const c = useArea(COMMON);
  const locale = useLocale((s) => s.locale);
  // Inside <VisualizerWordsProvider>: the catalogue's body style names in the Studio's words for this language.
  const names = useVisualizerMessages().bodyStyleNames;
  const side = (s: LibrarySide) => t(`library.side.${s}`);
  const bodyStyle = (style: LibraryVehicleDto['bodyStyle']) => names?.[style] ?? bodyStyleLabel(style);
  // A side inside a sentence: lower case, except in German, whose nouns keep their capital.
  const thumbAlt = (v: Pick<LibraryVehicleDto, 'year' | 'make' | 'model' | 'side'>) =>
    t('library.thumbAlt', { car: carName(v), side: locale === 'de' ? side(v.side) : side(v.side).toLocaleLowerCase(locale) });
  return { t, c, side, bodyStyle, thumbAlt };
}
export type LibraryWords = ReturnType<typeof useLibraryWords>;
type Say = LibraryWords['t'];

interface Values {
  photo: PhotoSelection;
  /** The paint is being marked (always when adding). */
  marking: boolean;
  vehicle: VehicleSelection;
  side: LibrarySide | '';
}

type Checked = { create: LibraryVehicleInput } | { update: LibraryVehicleUpdate };

/** What the form sends: every field when adding; only what changed when editing. */
function check(values: Values, editing: LibraryVehicleDto | null, t: Say): { data: Checked } | { issues: { path: string[]; message: string }[] } {
  const issues: { path: string[]; message: string }[] = [];
  const { photo, marking, vehicle, side } = values;
  if (marking) {
    if (!photo.photo) issues.push({ path: ['photo'], message: t('library.needPhoto') });
    else if (!photo.uploaded) issues.push({ path: ['photo'], message: t('library.needPhotoRead') });
    else if (!photo.taps.some((tap) => tap.mode === 'add')) issues.push({ path: ['photo'], message: t('library.needPaint') });
  }
  const picked = isCompleteVehicle(vehicle);
  if (!editing && !picked) issues.push({ path: ['vehicle'], message: t('library.needVehicle') });
  if (!side) issues.push({ path: ['side'], message: t('library.needSide') });
  if (issues.length || !side) return { issues };
  const tags = picked ? { year: vehicle.year, make: vehicle.make.name, model: vehicle.model.name, ...(vehicle.bodyStyle ? { bodyStyle: vehicle.bodyStyle } : {}) } : {};
  const marks = marking && photo.uploaded ? { taps: photo.taps, strokes: photo.strokes } : {};
  if (!editing) return { data: { create: { photoId: photo.uploaded?.id ?? '', ...marks, ...tags, side } as LibraryVehicleInput } };
  const newPhoto = marking && photo.uploaded && photo.uploaded.id !== editing._id ? { photoId: photo.uploaded.id } : {};
  return { data: { update: { ...newPhoto, ...marks, ...tags, ...(side !== editing.side ? { side } : {}) } } };
}

export interface LibraryEditorProps {
  /** The vehicle to edit; null adds one. */
  editing: LibraryVehicleDto | null;
  onSaved: (vehicle: LibraryVehicleDto, message: string) => void;
  onCancel: () => void;
}

export function LibraryEditor({ editing, onSaved, onCancel }: LibraryEditorProps) {
  const w = useLibraryWords();
  const { t, c } = w;
  const server = useServerWords();
  const api = useApi();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [photo, setPhoto] = useState<PhotoSelection>(NO_PHOTO);
  const [form, setForm] = useState<Omit<Values, 'photo'>>({ marking: !editing, vehicle: NO_VEHICLE, side: editing?.side ?? '' });
  const values: Values = { ...form, photo };
  const [changingVehicle, setChangingVehicle] = useState(!editing);
  const [loadingPhoto, setLoadingPhoto] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const locale = useLocale((s) => s.locale);
  // The words of the checks follow the language (t is a new function each render; the language is what changes).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const contract = useMemo(() => formContract<Values, Checked>((v) => check(v, editing, t)), [editing, locale]);
  const { errors, failure, submitting, handleSubmit } = useZodForm(contract, t('library.saveFailed'), t('library.fixFields'));
  // The kept photo's selections go to the library; a new upload's to the photo tool as always.
  const photoClient = useMemo(() => (editing ? api.library.photoClient(editing) : api.studio.visualizer), [api, editing]);
  const photoTool = photoClient.uploadPhoto && photoClient.selectPaint ? { uploadPhoto: photoClient.uploadPhoto, selectPaint: photoClient.selectPaint } : null;

  useEffect(() => heading.current?.focus(), []);

  async function markAgain() {
    if (!editing) return;
    setLoadingPhoto(true);
    setPhotoFailed(false);
    try {
      const file = await api.library.photo(editing);
      setPhoto({ photo: file, uploaded: { id: editing._id, width: editing.width, height: editing.height, expiresAt: '' }, taps: editing.taps, strokes: editing.strokes, history: [] });
      setForm((f) => ({ ...f, marking: true }));
    } catch {
      setPhotoFailed(true);
    } finally {
      setLoadingPhoto(false);
    }
  }

  const submit = handleSubmit(
    () => values,
    async (checked) => {
      const saved = 'create' in checked ? await api.library.create(checked.create) : await api.library.update(editing?._id ?? '', checked.update);
      onSaved(saved.data, server(saved.message, editing ? t('library.updated') : t('library.saved')));
    },
  );

  return (
    <section className="ws-card app-panel wlib-editor" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="ws-card__title">
        {editing ? t('library.editTitle', { car: carName(editing) }) : t('library.add')}
      </h2>
      <form className="wlib-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <fieldset className="wlib-section" aria-invalid={errors.photo ? true : undefined}>
          <legend className="wlib-section__title">{t('library.photoSection')}</legend>
          {form.marking && photoTool ? (
            <>
              <p className="ws-muted">{t('library.markPaint')}</p>
              <PhotoTool client={photoTool} value={photo} onChange={setPhoto} disabled={submitting} />
            </>
          ) : editing ? (
            <div className="wlib-kept">
              <img className="wlib-kept__photo" src={editing.imageUrl} alt={w.thumbAlt(editing)} />
              <div>
                <button type="button" className="ws-btn" disabled={loadingPhoto} onClick={() => void markAgain()}>
                  {loadingPhoto ? t('library.loadingPhoto') : t('library.markAgain')}
                </button>
              </div>
              {photoFailed ? <Alert tone="error">{t('library.photoFailed')}</Alert> : null}
            </div>
          ) : null}
          {errors.photo ? <p className="ws-field-error">{errors.photo}</p> : null}
        </fieldset>
        <fieldset className="wlib-section">
          <legend className="wlib-section__title">{t('library.vehicleSection')}</legend>
          {editing ? (
            <p>
              {t('library.currentVehicle')}: <strong>{carName(editing)}</strong> ({w.bodyStyle(editing.bodyStyle)}){' '}
              <button
                type="button"
                className="ws-link-btn"
                onClick={() => {
                  setChangingVehicle((on) => !on);
                  setForm((f) => ({ ...f, vehicle: NO_VEHICLE }));
                }}
              >
                {changingVehicle ? t('library.keepVehicle') : t('library.changeVehicle')}
              </button>
            </p>
          ) : null}
          {changingVehicle ? (
            <div className="wsv wlib-picker">
              <VehiclePicker client={api.studio.visualizer} value={form.vehicle} onChange={(vehicle) => setForm((f) => ({ ...f, vehicle }))} />
            </div>
          ) : null}
          {errors.vehicle ? <p className="ws-field-error">{errors.vehicle}</p> : null}
          <SelectField
            label={t('library.side')}
            name="side"
            value={form.side}
            error={errors.side}
            onChange={(event) => {
              const side = event.currentTarget.value as LibrarySide | '';
              setForm((f) => ({ ...f, side }));
            }}
          >
            <option value="">{t('library.chooseSide')}</option>
            {LIBRARY_SIDES.map((side) => (
              <option key={side} value={side}>
                {w.side(side)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <SubmitRow failure={failure} busy={submitting} label={t('library.save')} busyLabel={t('library.saving')} rowClassName="ws-row" />
        <div>
          <button type="button" className="ws-btn ws-btn--ghost" onClick={onCancel} disabled={submitting}>
            {c('common.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
