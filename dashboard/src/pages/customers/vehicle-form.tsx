// Add or edit a customer's vehicle (issue 27 item 3, decision 094): year, make and model (the catalogue's spelling
// when it knows them), colour, VIN, plate and notes. The VIN is checked here as the API checks it: 17 letters and
// digits without I, O or Q; a North American VIN whose check digit is off is saved with a warning.
import { useState } from 'react';
import { CUSTOMER_VEHICLE_MESSAGES as M, checkVin, vinCheckDigit, type VinCheck } from '@wrapsmith/core';
import type { CustomerVehicleDto, UpdateCustomerVehicleInput } from '@wrapsmith/core/contract';
import { useApi } from '../../api/index.ts';
import { apiErrorInfo } from '../../api/errors.ts';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { notify } from '../../components/toasts.tsx';
import { fieldChecks, useZodForm } from '../../lib/form.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { useFormat } from '../../i18n/locale.ts';

import type { CUSTOMERS_EN } from '../../i18n/areas/customers/en.ts';

type Words = (key: keyof typeof CUSTOMERS_EN & string, values?: Record<string, string | number>) => string;

type Form = { year: string; make: string; model: string; colour: string; vin: string; plate: string; notes: string };

const formOf = (v: CustomerVehicleDto | null): Form => ({
  year: v?.year ? String(v.year) : '',
  make: v?.make ?? '',
  model: v?.model ?? '',
  colour: v?.colour ?? '',
  vin: v?.vin ?? '',
  plate: v?.plate ?? '',
  notes: v?.notes ?? '',
});

/** Core's VIN refusal (English, as the API says it) in the reader's words. */
const vinErrorText = (error: string, t: Words): string => (error === M.vinLength ? t('customers.vinLength') : error === M.vinCharacters ? t('customers.vinCharacters') : error);

const checksFor = (t: Words) =>
  fieldChecks<Form>((f) => {
    const year = f.year.trim();
    const vin: VinCheck | null = f.vin.trim() ? checkVin(f.vin) : null;
    return {
      year: year && !(/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= 2100) ? t('customers.form.yearError') : '',
      vin: vin && !vin.ok ? vinErrorText(vin.error, t) : '',
      plate: f.plate.trim() && !/^[\p{L}\p{N} -]+$/u.test(f.plate.trim()) ? t('customers.plateCharacters') : '',
      make: !(f.make.trim() && f.model.trim()) && !f.vin.trim() && !f.plate.trim() ? t('customers.vehicleNeeded') : '',
    };
  });

const bodyOf = (f: Form): UpdateCustomerVehicleInput => ({
  year: f.year.trim() ? Number(f.year.trim()) : null,
  make: f.make.trim(),
  model: f.model.trim(),
  colour: f.colour.trim(),
  vin: f.vin.trim(),
  plate: f.plate.trim(),
  notes: f.notes.trim(),
});

export function VehicleFormDialog({ customerId, vehicle, onClose, onSaved }: { customerId: string; vehicle: CustomerVehicleDto | null; onClose: () => void; onSaved: (saved: CustomerVehicleDto) => void }) {
  const api = useApi();
  const t = useArea(CUSTOMERS);
  const c = useArea(COMMON);
  const english = useFormat().locale === 'en';
  const [form, setForm] = useState<Form>(() => formOf(vehicle));
  const [checks] = useState(() => checksFor(t));
  // The API's refusal is in English: another language says its own words (decision 099).
  const { errors, failure, submitting, handleSubmit } = useZodForm(checks, (err) => (english ? apiErrorInfo(err).message : undefined) ?? t('customers.form.saveFailed'));
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const vinNow = form.vin.trim() ? checkVin(form.vin) : null;
  const vinWarningText = (vin: string) => {
    const check = checkVin(vin);
    return check.ok ? t('customers.vinCheckDigit', { found: check.vin.charAt(8), expected: vinCheckDigit(check.vin) }) : '';
  };
  const submit = handleSubmit(() => form, async (f) => {
    const res = vehicle ? await api.customerVehicles.update(vehicle._id, bodyOf(f)) : await api.customerVehicles.create({ customerId, ...bodyOf(f) });
    const warning = res.data.vinWarning ? (english ? res.data.vinWarning : vinWarningText(res.data.vin)) : null;
    const saved = english ? res.message : t('customers.form.saved');
    notify(warning ? 'info' : 'success', warning ? `${english ? `${saved}.` : saved} ${warning}` : saved);
    onSaved(res.data);
    onClose();
  });
  return (
    <FormDialog
      title={vehicle ? t('customers.form.edit') : t('customers.form.add')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={failure}
      busy={submitting}
      submitLabel={vehicle ? t('customers.form.save') : t('customers.addVehicle')}
      busyLabel={c('common.saving')}
    >
      <div className="ws-form-grid">
        <TextField label={t('customers.form.year')} inputMode="numeric" autoComplete="off" value={form.year} onChange={set('year')} error={errors.year} />
        <TextField label={t('customers.form.make')} autoComplete="off" value={form.make} onChange={set('make')} error={errors.make} />
        <TextField label={t('customers.form.model')} autoComplete="off" value={form.model} onChange={set('model')} error={errors.model} />
        <TextField label={t('customers.form.colour')} autoComplete="off" value={form.colour} onChange={set('colour')} error={errors.colour} />
        <TextField
          label={t('customers.form.vin')}
          autoComplete="off"
          spellCheck={false}
          className="wsa-vin"
          value={form.vin}
          onChange={set('vin')}
          error={errors.vin}
          hint={vinNow?.ok && vinNow.warning ? (english ? vinNow.warning : vinWarningText(vinNow.vin)) : t('customers.form.vinHint')}
        />
        <TextField label={t('customers.form.plate')} autoComplete="off" spellCheck={false} value={form.plate} onChange={set('plate')} error={errors.plate} />
      </div>
      <TextAreaField label={t('customers.form.notes')} rows={3} value={form.notes} onChange={set('notes')} error={errors.notes} />
    </FormDialog>
  );
}
