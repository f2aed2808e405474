import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Film } from './client.ts';
import { ColorSwatches, filmLabel } from './color-swatches.tsx';
import { FILMS } from './test/fake-client.ts';

const films: Film[] = (FILMS['3m'] ?? []).flatMap((group) => group.films);

describe('ColorSwatches', () => {
  it('names each colour by name and product code, and marks the picked one', () => {
    render(<ColorSwatches films={films} selectedId="3m-g13" onPick={() => {}} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Gloss Black G12', 'Gloss Hot Rod Red G13', 'Satin White S10', 'Flip Psychedelic GP281']);
    expect(screen.getByRole('button', { name: 'Gloss Hot Rod Red G13', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gloss Black G12', pressed: false })).toBeTruthy();
  });

  it('paints the colour, and both colours of a flip film', () => {
    render(<ColorSwatches films={films} selectedId={null} onPick={() => {}} />);
    const chip = (name: string) => screen.getByRole('button', { name }).querySelector<HTMLElement>('.wsv-swatch__chip');
    expect(chip('Gloss Black G12')?.style.background).toMatch(/#0b0b0b|rgb\(11, 11, 11\)/);
    const flip = chip('Flip Psychedelic GP281')?.style.background ?? '';
    expect(flip).toContain('linear-gradient');
    expect(flip).toMatch(/#5b2a86|rgb\(91, 42, 134\)/);
    expect(flip).toMatch(/#1f7a4d|rgb\(31, 122, 77\)/);
  });

  it('reports the clicked film, and ignores clicks while busy', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ColorSwatches films={films} selectedId={null} onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Satin White S10' }));
    expect(onPick).toHaveBeenCalledWith(films[2]);

    rerender(<ColorSwatches films={films} selectedId={null} onPick={onPick} busy />);
    const button = screen.getByRole('button', { name: 'Gloss Black G12' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a code the name already carries', () => {
    const film: Film = { id: 'x', name: 'Gloss Black (G12)', code: 'G12', colorCode: '#000000', finish: 'gloss', secondaryHex: null };
    expect(filmLabel(film)).toBe('Gloss Black (G12)');
    render(<ColorSwatches films={[film]} selectedId={null} onPick={() => {}} />);
    expect(screen.getByRole('button').textContent).toBe('Gloss Black (G12)');
  });
});
