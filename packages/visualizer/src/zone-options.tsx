// Extras of a render (spec §1): roof, mirrors and caliper colours, chrome delete, window tint and PPF.
import { ZONE_KEYS, type RenderZones, type ZoneKey } from '@wrapsmith/catalog';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { useStableId } from './use-stable-id.ts';

export { ZONE_KEYS, type ZoneKey };

export interface ZoneOptionsProps {
  value: RenderZones;
  onChange: (zones: RenderZones) => void;
  /** Which extras to offer (a widget shop may offer only some); all of them when omitted. */
  zones?: readonly ZoneKey[];
}

type ColourZone = 'roof' | 'mirrors' | 'calipers';

/** The colour a zone starts with when switched on: the looks shops sell most (black roof and mirrors, red calipers). */
export const ZONE_DEFAULTS = { roof: '#111111', mirrors: '#111111', calipers: '#c62828', windowTint: 35 } as const;
export const TINT_MIN = 5;
export const TINT_MAX = 90;

function without<K extends keyof RenderZones>(zones: RenderZones, key: K): RenderZones {
  const next = { ...zones };
  delete next[key];
  return next;
}

function ColourZoneField({ zone, label, value, onChange }: { zone: ColourZone; label: string } & Omit<ZoneOptionsProps, 'zones'>) {
  const id = useStableId(zone);
  const colour = value[zone];
  return (
    <div className="wsv-zone">
      <label className="wsv-check">
        <input
          type="checkbox"
          checked={colour !== undefined}
          onChange={(event) =>
            onChange(event.currentTarget.checked ? { ...value, [zone]: ZONE_DEFAULTS[zone] } : without(value, zone))
          }
        />
        {label}
      </label>
      <input
        id={id}
        type="color"
        className="wsv-colour-input"
        aria-label={label}
        value={colour ?? ZONE_DEFAULTS[zone]}
        disabled={colour === undefined}
        onChange={(event) => onChange({ ...value, [zone]: event.currentTarget.value })}
      />
    </div>
  );
}

export function ZoneOptions({ value, onChange, zones = ZONE_KEYS }: ZoneOptionsProps) {
  const tintId = useStableId('tint');
  const tintHintId = useStableId('tint-hint');
  const ppfName = useStableId('ppf');
  const tint = value.windowTint;
  const ppfChoices = [
    { value: undefined, label: M.ppfNone },
    { value: 'gloss', label: M.ppfGloss },
    { value: 'matte', label: M.ppfMatte },
  ] as const;

  return (
    <div className="wsv-zones">
      {zones.includes('roof') && <ColourZoneField zone="roof" label={M.roof} value={value} onChange={onChange} />}
      {zones.includes('mirrors') && <ColourZoneField zone="mirrors" label={M.mirrors} value={value} onChange={onChange} />}
      {zones.includes('calipers') && <ColourZoneField zone="calipers" label={M.calipers} value={value} onChange={onChange} />}
      {zones.includes('chromeDelete') && (
        <div className="wsv-zone">
          <label className="wsv-check">
            <input
              type="checkbox"
              checked={value.chromeDelete === true}
              onChange={(event) =>
                onChange(event.currentTarget.checked ? { ...value, chromeDelete: true } : without(value, 'chromeDelete'))
              }
            />
            {M.chromeDelete}
          </label>
        </div>
      )}
      {zones.includes('windowTint') && (
        <div className="wsv-zone wsv-zone--wide">
          <label className="wsv-check">
            <input
              type="checkbox"
              checked={tint !== undefined}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked ? { ...value, windowTint: ZONE_DEFAULTS.windowTint } : without(value, 'windowTint'),
                )
              }
            />
            {M.windowTint}
          </label>
          <div className="wsv-tint">
            <input
              id={tintId}
              type="range"
              min={TINT_MIN}
              max={TINT_MAX}
              step={5}
              aria-label={M.windowTint}
              aria-describedby={tintHintId}
              aria-valuetext={M.tintValue(tint ?? ZONE_DEFAULTS.windowTint)}
              value={tint ?? ZONE_DEFAULTS.windowTint}
              disabled={tint === undefined}
              onChange={(event) => onChange({ ...value, windowTint: Number(event.currentTarget.value) })}
            />
            <output htmlFor={tintId}>{M.tintValue(tint ?? ZONE_DEFAULTS.windowTint)}</output>
          </div>
          <p id={tintHintId} className="ws-field-hint">
            {M.tintHint}
          </p>
        </div>
      )}
      {zones.includes('ppf') && (
        <fieldset className="wsv-zone wsv-zone--wide wsv-ppf">
          <legend className="ws-label">{M.ppf}</legend>
          {ppfChoices.map((choice) => (
            <label key={choice.label} className="wsv-check">
              <input
                type="radio"
                name={ppfName}
                checked={value.ppf === choice.value}
                onChange={() => onChange(choice.value ? { ...value, ppf: choice.value } : without(value, 'ppf'))}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
