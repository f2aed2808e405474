import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VisualizerError, type VisualizerClient } from './client.ts';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { createFakeClient, deferred, MAKES } from './test/fake-client.ts';
import { NO_VEHICLE, VehiclePicker, type VehicleSelection } from './vehicle-picker.tsx';

function Harness({ client, onChange }: { client: VisualizerClient; onChange?: (v: VehicleSelection) => void }) {
  const [vehicle, setVehicle] = useState(NO_VEHICLE);
  return (
    <VehiclePicker
      client={client}
      value={vehicle}
      onChange={(next) => {
        setVehicle(next);
        onChange?.(next);
      }}
    />
  );
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

async function pickVehicle(year: string, make: string, model: string) {
  const user = userEvent.setup();
  // The Year select is there (disabled) while the years load: wait for the list, as for make and model.
  await user.selectOptions(await waitFor(() => enabled(M.year)), year);
  await user.selectOptions(await waitFor(() => enabled(M.make)), make);
  await user.selectOptions(await waitFor(() => enabled(M.model)), model);
  return user;
}

function enabled(name: string): HTMLSelectElement {
  const element = select(name);
  if (element.disabled) throw new Error(`${name} is still disabled`);
  return element;
}

describe('VehiclePicker', () => {
  it('loads makes only after a year and models only after a make', async () => {
    const client = createFakeClient();
    render(<Harness client={client} />);
    await waitFor(() => enabled(M.year));
    expect(select(M.make).disabled).toBe(true);
    expect(within(select(M.make)).getByRole('option').textContent).toBe(M.pickYearFirst);
    expect(select(M.model).disabled).toBe(true);
    expect(client.getMakes).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.selectOptions(select(M.year), '2024');
    await waitFor(() => enabled(M.make));
    expect(client.getMakes).toHaveBeenCalledWith(2024);
    expect(client.getModels).not.toHaveBeenCalled();
    expect(within(select(M.make)).getAllByRole('option').map((o) => o.textContent)).toEqual([M.chooseMake, 'Tesla', 'Ford']);

    await user.selectOptions(select(M.make), 'Tesla');
    await waitFor(() => enabled(M.model));
    expect(client.getModels).toHaveBeenCalledWith(2024, { id: 'tesla', name: 'Tesla' });
  });

  it('resets make and model when the year changes, and the model when the make changes', async () => {
    const client = createFakeClient();
    const changes: VehicleSelection[] = [];
    render(<Harness client={client} onChange={(v) => changes.push(v)} />);
    const user = await pickVehicle('2024', 'Tesla', 'Model 3');
    expect(changes.at(-1)).toMatchObject({ year: 2024, make: { id: 'tesla' }, model: { id: 'model-3' }, bodyStyle: 'sedan' });

    await user.selectOptions(select(M.make), 'Ford');
    expect(changes.at(-1)).toEqual({ year: 2024, make: { id: 'ford', name: 'Ford' }, model: null, bodyStyle: null });
    expect(select(M.model).value).toBe('');

    await user.selectOptions(select(M.year), '2023');
    expect(changes.at(-1)).toEqual({ ...NO_VEHICLE, year: 2023 });
    expect(select(M.make).value).toBe('');
    expect(select(M.model).disabled).toBe(true);
    await waitFor(() => enabled(M.make));
    expect(within(select(M.make)).getAllByRole('option').map((o) => o.textContent)).toEqual([M.chooseMake, 'Toyota']);
  });

  it('ignores makes that arrive after the year moved on', async () => {
    const client = createFakeClient();
    const late = deferred<typeof MAKES[number]>();
    client.getMakes.mockImplementationOnce(() => late.promise);
    render(<Harness client={client} />);
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => enabled(M.year)), '2024');
    expect(within(select(M.make)).getByRole('option').textContent).toBe(M.loading);
    await user.selectOptions(select(M.year), '2023');
    await waitFor(() => enabled(M.make));
    await act(async () => {
      late.resolve(MAKES[2024] ?? []);
      await late.promise;
    });
    expect(within(select(M.make)).getAllByRole('option').map((o) => o.textContent)).toEqual([M.chooseMake, 'Toyota']);
  });

  it('shows the spec default in red text in place of the make dropdown, and retries', async () => {
    const client = createFakeClient();
    client.getMakes.mockRejectedValueOnce(new TypeError('network down'));
    render(<Harness client={client} />);
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => enabled(M.year)), '2024');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch makes');
    expect(alert.classList.contains('ws-field-error')).toBe(true);
    expect(screen.queryByRole('combobox', { name: M.make })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: M.retry }));
    await waitFor(() => enabled(M.make));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the spec default for models, or the server message when there is one', async () => {
    const client = createFakeClient();
    client.getModels.mockRejectedValueOnce(new Error('boom'));
    client.getModels.mockRejectedValueOnce(new VisualizerError('HTTP', 'Vehicle data is being updated', 503));
    render(<Harness client={client} />);
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => enabled(M.year)), '2024');
    await user.selectOptions(await waitFor(() => enabled(M.make)), 'Tesla');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch models');
    expect(screen.queryByRole('combobox', { name: M.model })).toBeNull();

    await user.click(screen.getByRole('button', { name: M.retry }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Vehicle data is being updated'));
  });

  it('loads a failed list again by itself when the browser comes back online, and only then', async () => {
    const client = createFakeClient();
    client.getMakes.mockRejectedValueOnce(new VisualizerError('NETWORK', 'No internet connection.'));
    render(<Harness client={client} />);
    await userEvent.setup().selectOptions(await waitFor(() => enabled(M.year)), '2024');
    expect((await screen.findByRole('alert')).textContent).toContain('No internet connection.');
    expect(client.getMakes).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => enabled(M.make));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(client.getMakes).toHaveBeenCalledTimes(2);
    expect(client.getYears).toHaveBeenCalledTimes(1);
  });

  it('offers a body style only when the model comes in several', async () => {
    render(<Harness client={createFakeClient()} />);
    const user = await pickVehicle('2024', 'Tesla', 'Model 3');
    expect(screen.queryByRole('combobox', { name: M.bodyStyle })).toBeNull();

    await user.selectOptions(select(M.make), 'Ford');
    await user.selectOptions(await waitFor(() => enabled(M.model)), 'F-150');
    const bodyStyle = select(M.bodyStyle);
    expect(bodyStyle.value).toBe('pickup');
    await user.selectOptions(bodyStyle, 'Van / Minivan');
    expect(bodyStyle.value).toBe('van');
  });
});
