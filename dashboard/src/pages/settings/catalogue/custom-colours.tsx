// The shop's own colours: the list with Delete (confirmed), and the form that adds one, typed in or matched
// from a swatch photo.
import { useId, useState } from 'react';
import type { FilmDto } from '@wrapsmith/core/contract';
import { customFilmInput } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SelectField, TextField } from '../../../components/field.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useZodForm } from '../../../lib/form.ts';
import { CATALOGUE_MESSAGES as M, FINISH_OPTIONS, filmName, finishLabel } from './catalogue-messages.ts';
import type { BrandRow } from './offer-form.tsx';
import { SwatchMatcher } from './swatch-matcher.tsx';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour input only takes #rrggbb; anything else shows black until the text is a valid code. */
function pickerValue(hex: string): string {
  const text = hex.trim().replace('#', '');
  if (!HEX.test(text)) return '#000000';
  return `#${text.length === 3 ? [...text].map((d) => d + d).join('') : text}`.toLowerCase();
}

const EMPTY_FORM = { name: '', code: '', finish: 'gloss', hex: '' };

function AddColourForm({ brands, onAdded }: { brands: BrandRow[]; onAdded: (film: FilmDto) => void }) {
  const api = useApi();
  const hexId = useId();
  const [form, setForm] = useState(EMPTY_FORM);
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(customFilmInput, M.colourFailed, M.fixFields);
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = handleSubmit(() => form, async (film) => {
    const res = await api.catalogue.addFilm(film);
    onAdded(res.data);
    setForm(EMPTY_FORM);
    notify('success', res.message || M.colourSaved);
  });

  return (
    <form className="wsx-form" onSubmit={submit} noValidate aria-label="Add colour">
      <div className="wsx-grid">
        <TextField label="Colour name" required maxLength={120} autoComplete="off" value={form.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <TextField label="Code" maxLength={40} autoComplete="off" hint="Optional: your stock or supplier code." value={form.code} onChange={(e) => set('code', e.target.value)} error={errors.code} />
      </div>
      <div className="wsx-grid">
        <SelectField label="Finish" value={form.finish} onChange={(e) => set('finish', e.target.value)} error={errors.finish}>
          {FINISH_OPTIONS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <fieldset className="wsx-fieldset">
          <legend className="ws-label">Colour</legend>
          <div className="wsx-color">
            <input type="color" className="wsx-color__picker" aria-label="Colour picker" value={pickerValue(form.hex)} onChange={(e) => set('hex', e.target.value)} />
            <input
              id={hexId}
              className="ws-input wsx-color__hex"
              aria-label="Hex code"
              placeholder="#1a2b3c"
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              value={form.hex}
              aria-invalid={errors.hex ? true : undefined}
              aria-describedby={errors.hex ? `${hexId}-error` : undefined}
              onChange={(e) => set('hex', e.target.value)}
            />
          </div>
          {errors.hex ? (
            <p id={`${hexId}-error`} className="ws-field-error">
              {errors.hex}
            </p>
          ) : null}
        </fieldset>
      </div>
      <SwatchMatcher brands={brands} onUse={(hex) => set('hex', hex)} />
      <SubmitRow failure={failure} busy={busy} label="Add colour" />
    </form>
  );
}

function DeleteColourModal({ film, onClose, onDeleted }: { film: FilmDto; onClose: () => void; onDeleted: (id: string) => void }) {
  const api = useApi();

  async function remove() {
    const res = await api.catalogue.deleteFilm(film.id);
    onDeleted(film.id);
    notify('success', res.message || M.colourDeleted);
    onClose();
  }

  return (
    <ConfirmDialog
      title="Delete this colour?"
      confirmLabel="Delete colour"
      busyLabel="Deleting…"
      danger
      onConfirm={remove}
      onClose={onClose}
      errorText={(err) => apiErrorInfo(err).message ?? M.deleteFailed}
    >
      <p>{filmName(film)} leaves your Studio and widget. Renders already made with it keep their colour.</p>
    </ConfirmDialog>
  );
}

export interface CustomColoursProps {
  /** Owner or Shop Manager: may add and delete; others see the list. */
  canEdit: boolean;
  films: FilmDto[];
  brands: BrandRow[];
  onAdded: (film: FilmDto) => void;
  onDeleted: (id: string) => void;
}

export function CustomColours({ canEdit, films, brands, onAdded, onDeleted }: CustomColoursProps) {
  const [deleting, setDeleting] = useState<FilmDto | null>(null);
  return (
    <section className="ws-card app-panel wsc-custom" aria-labelledby="catalogue-custom-title">
      <h2 id="catalogue-custom-title" className="ws-card__title">
        Custom colours
      </h2>
      {films.length === 0 ? (
        <EmptyState title={M.noCustom}>{M.noCustomHint}</EmptyState>
      ) : (
        <DataTable
          caption="Your custom colours"
          rows={films}
          rowKey={(f) => f.id}
          columns={[
            { header: 'Swatch', cell: (f) => <span className="wsc-swatch" style={{ background: f.colorCode }} aria-hidden="true" /> },
            { header: 'Name', cell: (f) => f.name },
            { header: 'Code', cell: (f) => f.code || '–' },
            { header: 'Finish', cell: (f) => finishLabel(f.finish) },
            { header: 'Hex', cell: (f) => <code>{f.colorCode}</code> },
            ...(canEdit
              ? [
                  {
                    header: 'Actions',
                    cell: (f: FilmDto) => (
                      <button type="button" className="ws-btn ws-btn--sm" aria-label={`Delete ${filmName(f)}`} onClick={() => setDeleting(f)}>
                        Delete
                      </button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {canEdit ? (
        <>
          <h3 className="wsx-form-section__title wsc-custom__add">Add a colour</h3>
          <AddColourForm brands={brands} onAdded={onAdded} />
        </>
      ) : (
        <Alert tone="info">{M.coloursReadOnly}</Alert>
      )}
      {deleting ? <DeleteColourModal film={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} /> : null}
    </section>
  );
}
