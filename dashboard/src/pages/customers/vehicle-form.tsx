// Add or edit a customer's vehicle (issue 27 item 3, decision 094): year, make and model (the catalogue's spelling
// when it knows them), colour, VIN, plate and notes. The VIN is checked here as the API checks it: 17 letters and
// digits without I, O or Q; a North American VIN whose check digit is off is saved with a warning.
import { useState } from 'react';
import { CUSTOMER_VEHICLE_MESSAGES as M, checkVin, type VinCheck } from '@wrapsmith/core';
import type { CustomerVehicleDto, UpdateCustomerVehicleInput } from '@wrapsmith/core/contract';
import { useApi } from '../../api/index.ts';
import { apiErrorInfo } from '../../api/errors.ts';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { notify } from '../../components/toasts.tsx';
import { fieldChecks, useZodForm } from '../../lib/form.ts';

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

const checks = fieldChecks<Form>((f) => {
  const year = f.year.trim();
  const vin: VinCheck | null = f.vin.trim() ? checkVin(f.vin) : null;
  return {
    year: year && !(/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= 2100) ? 'A year like 2021.' : '',
    vin: vin && !vin.ok ? vin.error : '',
    plate: f.plate.trim() && !/^[\p{L}\p{N} -]+$/u.test(f.plate.trim()) ? M.plateCharacters : '',
    make: !(f.make.trim() && f.model.trim()) && !f.vin.trim() && !f.plate.trim() ? M.vehicleNeeded : '',
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
  const [form, setForm] = useState<Form>(() => formOf(vehicle));
  const { errors, failure, submitting, handleSubmit } = useZodForm(checks, (err) => apiErrorInfo(err).message ?? 'The vehicle could not be saved. Try again.');
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const vinNow = form.vin.trim() ? checkVin(form.vin) : null;
  const submit = handleSubmit(() => form, async (f) => {
    const res = vehicle ? await api.customerVehicles.update(vehicle._id, bodyOf(f)) : await api.customerVehicles.create({ customerId, ...bodyOf(f) });
    notify(res.data.vinWarning ? 'info' : 'success', res.data.vinWarning ? `${res.message}. ${res.data.vinWarning}` : res.message);
    onSaved(res.data);
    onClose();
  });
  return (
    <FormDialog
      title={vehicle ? 'Edit vehicle' : 'Add a vehicle'}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={failure}
      busy={submitting}
      submitLabel={vehicle ? 'Save vehicle' : 'Add vehicle'}
      busyLabel="Saving…"
    >
      <div className="ws-form-grid">
        <TextField label="Year" inputMode="numeric" autoComplete="off" value={form.year} onChange={set('year')} error={errors.year} />
        <TextField label="Make" autoComplete="off" value={form.make} onChange={set('make')} error={errors.make} />
        <TextField label="Model" autoComplete="off" value={form.model} onChange={set('model')} error={errors.model} />
        <TextField label="Colour" autoComplete="off" value={form.colour} onChange={set('colour')} error={errors.colour} />
        <TextField
          label="VIN"
          autoComplete="off"
          spellCheck={false}
          className="wsa-vin"
          value={form.vin}
          onChange={set('vin')}
          error={errors.vin}
          hint={vinNow?.ok && vinNow.warning ? vinNow.warning : '17 letters and digits, on the dashboard by the windscreen or the driver’s door.'}
        />
        <TextField label="Plate" autoComplete="off" spellCheck={false} value={form.plate} onChange={set('plate')} error={errors.plate} />
      </div>
      <TextAreaField label="Notes" rows={3} value={form.notes} onChange={set('notes')} error={errors.notes} />
    </FormDialog>
  );
}
