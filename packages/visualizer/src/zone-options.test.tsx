import type { RenderZones } from '@wrapsmith/catalog';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { TINT_MAX, TINT_MIN, ZONE_DEFAULTS, ZoneOptions, type ZoneKey } from './zone-options.tsx';

function Harness({ seen, zones }: { seen: RenderZones[]; zones?: readonly ZoneKey[] }) {
  const [value, setValue] = useState<RenderZones>({});
  return (
    <ZoneOptions
      value={value}
      zones={zones}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('ZoneOptions', () => {
  it('switches colour zones on with a default colour, lets the colour change, and off again', async () => {
    const seen: RenderZones[] = [];
    render(<Harness seen={seen} />);
    const user = userEvent.setup();
    const roofColour = () => screen.getByLabelText<HTMLInputElement>(M.roof, { selector: 'input[type=color]' });
    expect(roofColour().disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: M.roof }));
    expect(seen.at(-1)).toEqual({ roof: ZONE_DEFAULTS.roof });
    expect(roofColour().disabled).toBe(false);

    fireEvent.input(roofColour(), { target: { value: '#ffffff' } });
    expect(seen.at(-1)).toEqual({ roof: '#ffffff' });

    await user.click(screen.getByRole('checkbox', { name: M.calipers }));
    await user.click(screen.getByRole('checkbox', { name: M.mirrors }));
    expect(seen.at(-1)).toEqual({ roof: '#ffffff', calipers: ZONE_DEFAULTS.calipers, mirrors: ZONE_DEFAULTS.mirrors });

    await user.click(screen.getByRole('checkbox', { name: M.roof }));
    expect(seen.at(-1)).toEqual({ calipers: ZONE_DEFAULTS.calipers, mirrors: ZONE_DEFAULTS.mirrors });
  });

  it('sets chrome delete, window tint between 5 and 90 % and PPF', async () => {
    const seen: RenderZones[] = [];
    render(<Harness seen={seen} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: M.chromeDelete }));
    expect(seen.at(-1)).toEqual({ chromeDelete: true });

    await user.click(screen.getByRole('checkbox', { name: M.windowTint }));
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: M.windowTint });
    expect([slider.min, slider.max]).toEqual([String(TINT_MIN), String(TINT_MAX)]);
    fireEvent.input(slider, { target: { value: '20' } });
    expect(seen.at(-1)).toEqual({ chromeDelete: true, windowTint: 20 });
    expect(slider.getAttribute('aria-valuetext')).toBe('20% VLT');

    await user.click(screen.getByRole('radio', { name: M.ppfMatte }));
    expect(seen.at(-1)).toEqual({ chromeDelete: true, windowTint: 20, ppf: 'matte' });
    await user.click(screen.getByRole('radio', { name: M.ppfNone }));
    expect(seen.at(-1)).toEqual({ chromeDelete: true, windowTint: 20 });
    expect(screen.getByRole('group', { name: M.ppf })).toBeTruthy();
  });

  it('offers only the extras it is given', () => {
    render(<Harness seen={[]} zones={['chromeDelete', 'ppf']} />);
    expect(screen.getByRole('checkbox', { name: M.chromeDelete })).toBeTruthy();
    expect(screen.getByRole('group', { name: M.ppf })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: M.roof })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: M.mirrors })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: M.calipers })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
