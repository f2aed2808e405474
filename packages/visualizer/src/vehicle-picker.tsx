// Year → Make → Model (→ body style) dependent selects (spec §4 "Form dependencies").
import { BODY_STYLE_LABELS, type BodyStyle } from '@wrapsmith/catalog';
import type { ReactNode } from 'react';
import type { VehicleMake, VehicleModel, VisualizerClient } from './client.ts';
import { LoadError } from './load-error.tsx';
import { useVisualizerMessages } from './use-messages.ts';
import { useAsync, type AsyncState } from './use-async.ts';
import { useStableId } from './use-stable-id.ts';

export interface VehicleSelection {
  year: number | null;
  make: VehicleMake | null;
  model: VehicleModel | null;
  bodyStyle: BodyStyle | null;
}

export const NO_VEHICLE: VehicleSelection = { year: null, make: null, model: null, bodyStyle: null };

export interface CompleteVehicle {
  year: number;
  make: VehicleMake;
  model: VehicleModel;
  bodyStyle: BodyStyle | null;
}

/** A body style's name as the picker shows it, for hosts that show a picked vehicle elsewhere. */
export function bodyStyleLabel(style: BodyStyle): string {
  return BODY_STYLE_LABELS[style];
}

export function isCompleteVehicle(vehicle: VehicleSelection): vehicle is CompleteVehicle {
  return vehicle.year !== null && vehicle.make !== null && vehicle.model !== null;
}

export interface VehiclePickerProps {
  client: VisualizerClient;
  value: VehicleSelection;
  onChange: (vehicle: VehicleSelection) => void;
}

interface SelectFieldProps<T> {
  label: string;
  state: AsyncState<T[]>;
  errorFallback: string;
  onRetry: () => void;
  /** Text of the empty option when there is nothing to choose from yet. */
  waitingText: string;
  placeholder: string;
  value: string;
  options: (items: T[]) => ReactNode;
  onSelect: (value: string) => void;
}

function SelectField<T>({ label, state, errorFallback, onRetry, waitingText, placeholder, value, options, onSelect }: SelectFieldProps<T>) {
  const M = useVisualizerMessages();
  const id = useStableId('select');
  if (state.status === 'error') {
    return (
      <div className="ws-field">
        <span className="ws-label">{label}</span>
        <LoadError error={state.error} fallback={errorFallback} onRetry={onRetry} />
      </div>
    );
  }
  const firstOption = state.status === 'idle' ? waitingText : state.status === 'loading' ? M.loading : placeholder;
  return (
    <div className="ws-field">
      <label className="ws-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ws-select"
        value={value}
        disabled={state.status !== 'ready'}
        aria-busy={state.status === 'loading'}
        onChange={(event) => onSelect(event.currentTarget.value)}
      >
        <option value="">{firstOption}</option>
        {state.status === 'ready' && options(state.data)}
      </select>
    </div>
  );
}

export function VehiclePicker({ client, value, onChange }: VehiclePickerProps) {
  const M = useVisualizerMessages();
  const { year, make, model, bodyStyle } = value;
  const years = useAsync(client, 'years', () => client.getYears());
  const makes = useAsync(client, year === null ? null : String(year), () =>
    year === null ? Promise.resolve([]) : client.getMakes(year),
  );
  const modelsKey = year === null || make === null ? null : `${year}|${make.id}`;
  const models = useAsync(client, modelsKey, () =>
    year === null || make === null ? Promise.resolve([]) : client.getModels(year, make),
  );

  const bodyStyleId = useStableId('body-style');
  const styles = model?.bodyStyles ?? [];

  return (
    <div className="wsv-vehicle">
      <SelectField<number>
        label={M.year}
        state={years.state}
        errorFallback={M.yearsFailed}
        onRetry={years.retry}
        waitingText={M.loading}
        placeholder={M.chooseYear}
        value={year === null ? '' : String(year)}
        options={(items) =>
          items.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))
        }
        onSelect={(next) => onChange({ ...NO_VEHICLE, year: next === '' ? null : Number(next) })}
      />
      <SelectField<VehicleMake>
        label={M.make}
        state={makes.state}
        errorFallback={M.makesFailed}
        onRetry={makes.retry}
        waitingText={M.pickYearFirst}
        placeholder={M.chooseMake}
        value={make?.id ?? ''}
        options={(items) =>
          items.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))
        }
        onSelect={(next) => {
          const list = makes.state.status === 'ready' ? makes.state.data : [];
          onChange({ ...NO_VEHICLE, year, make: list.find((m) => m.id === next) ?? null });
        }}
      />
      <SelectField<VehicleModel>
        label={M.model}
        state={models.state}
        errorFallback={M.modelsFailed}
        onRetry={models.retry}
        waitingText={M.pickMakeFirst}
        placeholder={M.chooseModel}
        value={model?.id ?? ''}
        options={(items) =>
          items.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))
        }
        onSelect={(next) => {
          const list = models.state.status === 'ready' ? models.state.data : [];
          const picked = list.find((m) => m.id === next) ?? null;
          onChange({ year, make, model: picked, bodyStyle: picked?.bodyStyles[0] ?? null });
        }}
      />
      {styles.length > 1 && (
        <div className="ws-field">
          <label className="ws-label" htmlFor={bodyStyleId}>
            {M.bodyStyle}
          </label>
          <select
            id={bodyStyleId}
            className="ws-select"
            value={bodyStyle ?? ''}
            onChange={(event) => {
              const next = styles.find((style) => style === event.currentTarget.value);
              onChange({ ...value, bodyStyle: next ?? null });
            }}
          >
            {styles.map((style) => (
              <option key={style} value={style}>
                {(M.bodyStyleNames ?? BODY_STYLE_LABELS)[style]}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
