// Extras of a render (spec §1): roof, mirrors and caliper colours, chrome delete, window tint and PPF. With a client,
// the roof and the mirrors take a film from the catalogue (any brand's) or a custom colour, and their names go into
// the picture's caption and file name.
import { ZONE_KEYS, type RenderZones, type ZoneKey } from '@wrapsmith/catalog';
import { useState } from 'react';
import type { Film, VisualizerClient, WrapBrand } from './client.ts';
import { brandedFilmLabel, filmLabel } from './color-swatches.tsx';
import type { VisualizerMessages } from './messages.ts';
import { useVisualizerMessages } from './use-messages.ts';
import { useAsync } from './use-async.ts';
import { useStableId } from './use-stable-id.ts';

export { ZONE_KEYS, type ZoneKey };

/** The films picked for the roof and the mirrors, by name ("3M Gloss Black G12"); a custom colour has none. */
export type ZoneNames = Partial<Record<'roof' | 'mirrors', string>>;

export interface ZoneOptionsProps {
  value: RenderZones;
  onChange: (zones: RenderZones, names?: ZoneNames) => void;
  /** Which extras to offer (a widget shop may offer only some); all of them when omitted. */
  zones?: readonly ZoneKey[];
  /** The catalogue for the roof's and the mirrors' films; without it they take a colour only. */
  client?: VisualizerClient;
  names?: ZoneNames;
}

const CUSTOM = 'custom';

/** Roof or mirrors from the catalogue: a brand (or a custom colour), then one of its films. */
function ZoneFilmField({ zone, label, value, names = {}, onChange, client }: { zone: 'roof' | 'mirrors'; label: string; client: VisualizerClient } & Omit<ZoneOptionsProps, 'zones' | 'client'>) {
  const M = useVisualizerMessages();
  const brandId = useStableId(`${zone}-brand`);
  const filmId = useStableId(`${zone}-film`);
  const colour = value[zone];
  const on = colour !== undefined;
  const [brand, setBrand] = useState<string>(CUSTOM);
  const brands = useAsync(client, on ? 'brands' : null, () => client.getBrands());
  const films = useAsync(client, on && brand !== CUSTOM ? brand : null, () => client.getFilms(brand));
  const brandList = brands.state.status === 'ready' ? brands.state.data.filter((b: WrapBrand) => b.filmCount > 0) : [];
  const filmList = films.state.status === 'ready' ? films.state.data : [];
  const brandName = brandList.find((b) => b.id === brand)?.name ?? '';
  const set = (hex: string | undefined, name?: string) => {
    const next = { ...names };
    if (name) next[zone] = name;
    else delete next[zone];
    onChange(hex === undefined ? without(value, zone) : { ...value, [zone]: hex }, next);
  };
  const pickFilm = (id: string) => {
    const film = filmList.flatMap((g) => g.films).find((f: Film) => f.id === id);
    if (film) set(film.colorCode, brandedFilmLabel(brandName, film));
  };
  const selectedFilm = filmList.flatMap((g) => g.films).find((f) => f.colorCode === colour && brandedFilmLabel(brandName, f) === names[zone]);
  return (
    <div className="wsv-zone wsv-zone--wide">
      <label className="wsv-check">
        <input type="checkbox" checked={on} onChange={(event) => set(event.currentTarget.checked ? ZONE_DEFAULTS[zone] : undefined)} />
        {label}
      </label>
      {on && (
        <div className="wsv-zone-film">
          <label className="ws-field" htmlFor={brandId}>
            <span className="ws-label">{M.zoneBrand(label)}</span>
            <select id={brandId} className="ws-select" value={brand} onChange={(event) => setBrand(event.currentTarget.value)}>
              <option value={CUSTOM}>{M.customColour}</option>
              {brandList.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          {brand === CUSTOM ? (
            <label className="ws-field" htmlFor={filmId}>
              <span className="ws-label">{M.zoneColour(label)}</span>
              <input id={filmId} type="color" className="wsv-colour-input" value={colour} onChange={(event) => set(event.currentTarget.value)} />
            </label>
          ) : (
            <label className="ws-field" htmlFor={filmId}>
              <span className="ws-label">{M.zoneFilm(label)}</span>
              <select id={filmId} className="ws-select" value={selectedFilm?.id ?? ''} disabled={films.state.status !== 'ready'} onChange={(event) => pickFilm(event.currentTarget.value)}>
                <option value="">{films.state.status === 'ready' ? M.chooseFilm : M.loading}</option>
                {filmList.map((group) => (
                  <optgroup key={group.finish} label={group.label}>
                    {group.films.map((film) => (
                      <option key={film.id} value={film.id}>
                        {filmLabel(film)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
    </div>
  );
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

export function ZoneOptions({ value, onChange, zones = ZONE_KEYS, client, names }: ZoneOptionsProps) {
  const M = useVisualizerMessages();
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
      {zones.includes('roof') &&
        (client ? <ZoneFilmField zone="roof" label={M.roof} value={value} names={names} onChange={onChange} client={client} /> : <ColourZoneField zone="roof" label={M.roof} value={value} onChange={onChange} />)}
      {zones.includes('mirrors') &&
        (client ? (
          <ZoneFilmField zone="mirrors" label={M.mirrors} value={value} names={names} onChange={onChange} client={client} />
        ) : (
          <ColourZoneField zone="mirrors" label={M.mirrors} value={value} onChange={onChange} />
        ))}
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

/**
 * The extras a picture shows, in the Studio's order, for its caption and file name: "Roof: 3M Gloss Black G12",
 * "Mirrors: #222222" (a custom colour), "Chrome delete", "35% tint", "Gloss PPF".
 */
export function describeExtras(zones: RenderZones, names: ZoneNames, M: VisualizerMessages): string[] {
  const extras: string[] = [];
  if (zones.roof) extras.push(M.extraRoof(names.roof ?? zones.roof));
  if (zones.mirrors) extras.push(M.extraMirrors(names.mirrors ?? zones.mirrors));
  if (zones.calipers) extras.push(M.extraCalipers(zones.calipers));
  if (zones.chromeDelete) extras.push(M.chromeDelete);
  if (zones.windowTint !== undefined) extras.push(M.extraTint(zones.windowTint));
  if (zones.ppf) extras.push(M.extraPpf(zones.ppf === 'gloss' ? M.ppfGloss : M.ppfMatte));
  return extras;
}
