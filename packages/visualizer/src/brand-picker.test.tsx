import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandPicker } from './brand-picker.tsx';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { BRANDS } from './test/fake-client.ts';

describe('BrandPicker', () => {
  it('lists every brand in the given order with its colour count, or says it has none', () => {
    render(<BrandPicker brands={BRANDS} value="3m" onChange={() => {}} />);
    const options = within(screen.getByRole('combobox', { name: M.brand })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['3M (4 colours)', 'Avery Dennison (1 colour)', 'KPMF (no colours yet)']);
  });

  it('explains, next to the select, that a brand without films has no colours', () => {
    render(<BrandPicker brands={BRANDS} value="kpmf" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: M.brand });
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(M.noFilms('KPMF'));
  });

  it('reports the chosen brand', async () => {
    const onChange = vi.fn();
    render(<BrandPicker brands={BRANDS} value="3m" onChange={onChange} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: M.brand }), 'avery-dennison');
    expect(onChange).toHaveBeenCalledWith(BRANDS[1]);
  });
});
