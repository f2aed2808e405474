import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

const NOUN = ['booking', 'bookings'] as const;

function show(props: { page: number; total: number; pageSize?: number; busy?: boolean }) {
  const onPage = vi.fn();
  const view = render(<Pager label="Booked" noun={NOUN} pageSize={10} onPage={onPage} {...props} />);
  return { onPage, ...view };
}

describe('Pager', () => {
  it('shows nothing for a list that fits on one page', () => {
    show({ page: 1, total: 10 });
    expect(screen.queryByRole('navigation')).toBeNull();
    show({ page: 1, total: 0 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names its landmark after the list and says where the reader is', () => {
    show({ page: 2, total: 31 });
    const nav = screen.getByRole('navigation', { name: 'Booked pages' });
    expect(nav.textContent).toContain('Page 2 of 4 · 31 bookings');
    expect(screen.getByText('Page 2 of 4 · 31 bookings').getAttribute('aria-live')).toBe('polite');
  });

  it('turns the page with Previous and Next, by mouse or keyboard', async () => {
    const { onPage } = show({ page: 2, total: 31 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard(' ');
    expect(onPage).toHaveBeenCalledTimes(3);
  });

  it('keeps an end it cannot pass focusable but inert (aria-disabled), so the focus is not lost', async () => {
    const { onPage } = show({ page: 1, total: 11 });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect((previous as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(previous);
    expect(onPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('ignores clicks while a page loads, and says it is loading', async () => {
    const { onPage } = show({ page: 1, total: 25, busy: true });
    expect(screen.getByRole('navigation').getAttribute('aria-busy')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).not.toHaveBeenCalled();
  });

  it('goes to the last page when asked for one past it', () => {
    const { onPage } = show({ page: 7, total: 25 });
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('reads one row in the singular', () => {
    show({ page: 2, total: 1, pageSize: 1 });
    expect(screen.getByText('Page 1 of 1 · 1 booking')).toBeTruthy();
  });
});
