// Adds a vehicle to the library or edits one (decision 056): the photo with its paint marked by the photo tool
// (Paint / Not paint taps, brush, eraser, undo; each selection previewed free), the catalogue vehicle it shows from
// the Studio's own pickers, and the side. Editing keeps the photo and its marked paint unless the paint is marked
// again, and the tag unless another vehicle is picked.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LibraryVehicleDto } from '@wrapsmith/core/contract';
import { LIBRARY_MESSAGES, LIBRARY_SIDE_LABELS, LIBRARY_SIDES, type LibrarySide, type LibraryVehicleInput, type LibraryVehicleUpdate } from '@wrapsmith/core';
import { bodyStyleLabel, NO_PHOTO, NO_VEHICLE, PhotoTool, VehiclePicker, isCompleteVehicle, type PhotoSelection, type VehicleSelection } from '@wrapsmith/visualizer';
import { useApi } from '../../api/index.ts';
import { SelectField } from '../../components/field.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { Alert } from '../../components/alert.tsx';
import { formContract, useZodForm } from '../../lib/form.ts';
import { LIBRARY_PAGE_MESSAGES as M } from './library-messages.ts';

export const carName = (v: Pick<LibraryVehicleDto, 'year' | 'make' | 'model'>) => `${v.year} ${v.make} ${v.model}`;

interface Values {
  photo: PhotoSelection;
  /** The paint is being marked (always when adding). */
  marking: boolean;
  vehicle: VehicleSelection;
  side: LibrarySide | '';
}

type Checked = { create: LibraryVehicleInput } | { update: LibraryVehicleUpdate };

/** What the form sends: every field when adding; only what changed when editing. */
function check(values: Values, editing: LibraryVehicleDto | null): { data: Checked } | { issues: { path: string[]; message: string }[] } {
  const issues: { path: string[]; message: string }[] = [];
  const { photo, marking, vehicle, side } = values;
  if (marking) {
    if (!photo.photo) issues.push({ path: ['photo'], message: M.needPhoto });
    else if (!photo.uploaded) issues.push({ path: ['photo'], message: M.needPhotoRead });
    else if (!photo.taps.some((tap) => tap.mode === 'add')) issues.push({ path: ['photo'], message: M.needPaint });
  }
  const picked = isCompleteVehicle(vehicle);
  if (!editing && !picked) issues.push({ path: ['vehicle'], message: M.needVehicle });
  if (!side) issues.push({ path: ['side'], message: M.needSide });
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
  const api = useApi();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [photo, setPhoto] = useState<PhotoSelection>(NO_PHOTO);
  const [form, setForm] = useState<Omit<Values, 'photo'>>({ marking: !editing, vehicle: NO_VEHICLE, side: editing?.side ?? '' });
  const values: Values = { ...form, photo };
  const [changingVehicle, setChangingVehicle] = useState(!editing);
  const [loadingPhoto, setLoadingPhoto] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const contract = useMemo(() => formContract<Values, Checked>((v) => check(v, editing)), [editing]);
  const { errors, failure, submitting, handleSubmit } = useZodForm(contract, M.saveFailed, M.fixFields);
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
      onSaved(saved.data, saved.message || (editing ? LIBRARY_MESSAGES.updated : LIBRARY_MESSAGES.saved));
    },
  );

  return (
    <section className="ws-card app-panel wlib-editor" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="ws-card__title">
        {editing ? M.editTitle(carName(editing)) : M.addTitle}
      </h2>
      <form className="wlib-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <fieldset className="wlib-section" aria-invalid={errors.photo ? true : undefined}>
          <legend className="wlib-section__title">{M.photoSection}</legend>
          {form.marking && photoTool ? (
            <>
              <p className="ws-muted">{LIBRARY_MESSAGES.markPaint}</p>
              <PhotoTool client={photoTool} value={photo} onChange={setPhoto} disabled={submitting} />
            </>
          ) : editing ? (
            <div className="wlib-kept">
              <img className="wlib-kept__photo" src={editing.imageUrl} alt={M.thumbAlt(carName(editing), LIBRARY_SIDE_LABELS[editing.side])} />
              <div>
                <button type="button" className="ws-btn" disabled={loadingPhoto} onClick={() => void markAgain()}>
                  {loadingPhoto ? M.loadingPhoto : M.markAgain}
                </button>
              </div>
              {photoFailed ? <Alert tone="error">{M.photoFailed}</Alert> : null}
            </div>
          ) : null}
          {errors.photo ? <p className="ws-field-error">{errors.photo}</p> : null}
        </fieldset>
        <fieldset className="wlib-section">
          <legend className="wlib-section__title">{M.vehicleSection}</legend>
          {editing ? (
            <p>
              {M.currentVehicle}: <strong>{carName(editing)}</strong> ({bodyStyleLabel(editing.bodyStyle)}){' '}
              <button
                type="button"
                className="ws-link-btn"
                onClick={() => {
                  setChangingVehicle((on) => !on);
                  setForm((f) => ({ ...f, vehicle: NO_VEHICLE }));
                }}
              >
                {changingVehicle ? M.keepVehicle : M.changeVehicle}
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
            label={LIBRARY_MESSAGES.side}
            name="side"
            value={form.side}
            error={errors.side}
            onChange={(event) => {
              const side = event.currentTarget.value as LibrarySide | '';
              setForm((f) => ({ ...f, side }));
            }}
          >
            <option value="">{M.chooseSide}</option>
            {LIBRARY_SIDES.map((side) => (
              <option key={side} value={side}>
                {LIBRARY_SIDE_LABELS[side]}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <SubmitRow failure={failure} busy={submitting} label={LIBRARY_MESSAGES.save} busyLabel={LIBRARY_MESSAGES.saving} rowClassName="ws-row" />
        <div>
          <button type="button" className="ws-btn ws-btn--ghost" onClick={onCancel} disabled={submitting}>
            {M.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
