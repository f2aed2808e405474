import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENDER_VIEW_LABELS } from '@wrapsmith/core/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { createFakeClient } from './test/fake-client.ts';
import { Visualizer } from './visualizer.tsx';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function pickTesla(user: ReturnType<typeof userEvent.setup>) {
  const enabled = (name: string) =>
    waitFor(() => {
      const element = screen.getByRole<HTMLSelectElement>('combobox', { name });
      if (element.disabled) throw new Error(`${name} is still disabled`);
      return element;
    });
  await user.selectOptions(await enabled(M.year), '2024');
  await user.selectOptions(await enabled(M.make), 'Tesla');
  await user.selectOptions(await enabled(M.model), 'Model 3');
}

describe('View switch', () => {
  it('is a labelled group of Side and Three-quarter, Side chosen', () => {
    render(<Visualizer client={createFakeClient()} />);
    const group = screen.getByRole('group', { name: M.view });
    const side = screen.getByRole<HTMLInputElement>('radio', { name: RENDER_VIEW_LABELS.side });
    const angle = screen.getByRole<HTMLInputElement>('radio', { name: RENDER_VIEW_LABELS['three-quarter'] });
    expect(group.contains(side) && group.contains(angle)).toBe(true);
    expect([side.checked, angle.checked]).toEqual([true, false]);
  });

  it('before a picture, sets the view the next colour click renders', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} />);
    const user = userEvent.setup();
    await pickTesla(user);
    await user.click(screen.getByRole('radio', { name: RENDER_VIEW_LABELS['three-quarter'] }));
    expect(client.render).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    expect(client.render).toHaveBeenCalledWith(expect.objectContaining({ filmId: '3m-g12', view: 'three-quarter' }));
  });

  it('with a picture shown, draws the same car and film again in the chosen view, from the keyboard too', async () => {
    const client = createFakeClient();
    render(<Visualizer client={client} />);
    const user = userEvent.setup();
    await pickTesla(user);
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    await screen.findByRole('img', { name: /Gloss Black G12/ });
    expect(client.render).toHaveBeenLastCalledWith(expect.not.objectContaining({ view: expect.anything() }));

    const side = screen.getByRole('radio', { name: RENDER_VIEW_LABELS.side });
    side.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(client.render).toHaveBeenCalledTimes(2));
    expect(client.render).toHaveBeenLastCalledWith(expect.objectContaining({ filmId: '3m-g12', model: 'Model 3', view: 'three-quarter' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: RENDER_VIEW_LABELS['three-quarter'] }).checked).toBe(true);
  });
});
