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
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_CATALOGUE } from '../../../i18n/areas/settings-catalogue/index.ts';
import { useKnownWords } from '../../../i18n/areas/settings/known.ts';

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
  const t = useArea(SETTINGS_CATALOGUE);
  const known = useKnownWords(SETTINGS_CATALOGUE);
  const common = useArea(COMMON);
  const hexId = useId();
  const [form, setForm] = useState(EMPTY_FORM);
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(customFilmInput, M.colourFailed, M.fixFields);
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = handleSubmit(() => form, async (film) => {
    const res = await api.catalogue.addFilm(film);
    onAdded(res.data);
    setForm(EMPTY_FORM);
    notify('success', known(res.message, 'settings-catalogue.colourSaved') ?? t('settings-catalogue.colourSaved'));
  });

  return (
    <form className="wsx-form" onSubmit={submit} noValidate aria-label={t('settings-catalogue.addForm')}>
      <div className="wsx-grid">
        <TextField label={t('settings-catalogue.colourName')} required maxLength={120} autoComplete="off" value={form.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <TextField label={t('settings-catalogue.code')} maxLength={40} autoComplete="off" hint={t('settings-catalogue.codeHint')} value={form.code} onChange={(e) => set('code', e.target.value)} error={errors.code} />
      </div>
      <div className="wsx-grid">
        <SelectField label={t('settings-catalogue.finish')} value={form.finish} onChange={(e) => set('finish', e.target.value)} error={errors.finish}>
          {FINISH_OPTIONS.map((f) => (
            <option key={f.id} value={f.id}>
              {t(`settings-catalogue.finish.${f.id}`)}
            </option>
          ))}
        </SelectField>
        <fieldset className="wsx-fieldset">
          <legend className="ws-label">{t('settings-catalogue.colour')}</legend>
          <div className="wsx-color">
            <input type="color" className="wsx-color__picker" aria-label={t('settings-catalogue.colourPicker')} value={pickerValue(form.hex)} onChange={(e) => set('hex', e.target.value)} />
            <input
              id={hexId}
              className="ws-input wsx-color__hex"
              aria-label={t('settings-catalogue.hexCode')}
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
      <SubmitRow failure={known(failure, 'settings-catalogue.colourFailed') ?? null} busy={busy} label={t('settings-catalogue.add')} busyLabel={common('common.saving')} />
    </form>
  );
}

function DeleteColourModal({ film, onClose, onDeleted }: { film: FilmDto; onClose: () => void; onDeleted: (id: string) => void }) {
  const api = useApi();
  const t = useArea(SETTINGS_CATALOGUE);
  const common = useArea(COMMON);
  const known = useKnownWords(SETTINGS_CATALOGUE);

  async function remove() {
    const res = await api.catalogue.deleteFilm(film.id);
    onDeleted(film.id);
    notify('success', known(res.message, 'settings-catalogue.colourDeleted') ?? t('settings-catalogue.colourDeleted'));
    onClose();
  }

  return (
    <ConfirmDialog
      title={t('settings-catalogue.deleteTitle')}
      confirmLabel={t('settings-catalogue.deleteConfirm')}
      busyLabel={t('settings-catalogue.deleting')}
      cancelLabel={common('common.cancel')}
      danger
      onConfirm={remove}
      onClose={onClose}
      errorText={(err) => known(apiErrorInfo(err).message, 'settings-catalogue.deleteFailed') ?? t('settings-catalogue.deleteFailed')}
    >
      <p>{t('settings-catalogue.deleteBody', { name: filmName(film) })}</p>
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
  const t = useArea(SETTINGS_CATALOGUE);
  const common = useArea(COMMON);
  const [deleting, setDeleting] = useState<FilmDto | null>(null);
  const finishText = (finish: string) => (FINISH_OPTIONS.some((f) => f.id === finish) ? t(`settings-catalogue.finish.${finish as (typeof FINISH_OPTIONS)[number]['id']}`) : finishLabel(finish));
  return (
    <section className="ws-card app-panel wsc-custom" aria-labelledby="catalogue-custom-title">
      <h2 id="catalogue-custom-title" className="ws-card__title">
        {t('settings-catalogue.customTitle')}
      </h2>
      {films.length === 0 ? (
        <EmptyState title={t('settings-catalogue.noCustom')}>{t('settings-catalogue.noCustomHint')}</EmptyState>
      ) : (
        <DataTable
          caption={t('settings-catalogue.customCaption')}
          rows={films}
          rowKey={(f) => f.id}
          columns={[
            { header: t('settings-catalogue.colSwatch'), cell: (f) => <span className="wsc-swatch" style={{ background: f.colorCode }} aria-hidden="true" /> },
            { header: t('settings-catalogue.colName'), cell: (f) => f.name },
            { header: t('settings-catalogue.colCode'), cell: (f) => f.code || '–' },
            { header: t('settings-catalogue.colFinish'), cell: (f) => finishText(f.finish) },
            { header: t('settings-catalogue.colHex'), cell: (f) => <code>{f.colorCode}</code> },
            ...(canEdit
              ? [
                  {
                    header: t('settings-catalogue.colActions'),
                    cell: (f: FilmDto) => (
                      <button type="button" className="ws-btn ws-btn--sm" aria-label={t('settings-catalogue.deleteLabel', { name: filmName(f) })} onClick={() => setDeleting(f)}>
                        {common('common.delete')}
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
          <h3 className="wsx-form-section__title wsc-custom__add">{t('settings-catalogue.addTitle')}</h3>
          <AddColourForm brands={brands} onAdded={onAdded} />
        </>
      ) : (
        <Alert tone="info">{t('settings-catalogue.coloursReadOnly')}</Alert>
      )}
      {deleting ? <DeleteColourModal film={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} /> : null}
    </section>
  );
}
