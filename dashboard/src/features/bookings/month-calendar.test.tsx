import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './month-calendar.tsx';

function Harness({ initial, today, onPick }: { initial: string; today?: string; onPick: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MonthCalendar
      label="Booking date"
      value={value}
      today={today}
      onChange={(day) => {
        setValue(day);
        onPick(day);
      }}
    />
  );
}

function show(initial: string, today = '2025-06-02') {
  const onPick = vi.fn();
  render(<Harness initial={initial} today={today} onPick={onPick} />);
  return onPick;
}

const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  it('shows the month of the picked day as a labelled grid with one tab stop and a Today label', () => {
    show('2025-06-12');
    expect(screen.getByRole('group', { name: 'Booking date' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'June 2025' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('abbr'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const picked = day('Thursday, June 12, 2025');
    expect(picked.getAttribute('aria-pressed')).toBe('true');
    expect(picked.tabIndex).toBe(0);
    const today = day('Monday, June 2, 2025, today');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0 && b.hasAttribute('data-day'))).toHaveLength(1);
    expect(screen.getByText('Today: Monday, June 2, 2025')).toBeTruthy();
  });

  it('moves by day, week, week end and month with the keyboard, and picks with Enter', async () => {
    const onPick = show('2025-06-12');
    await userEvent.click(day('Thursday, June 12, 2025'));
    expect(onPick).toHaveBeenLastCalledWith('2025-06-12');

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('Friday, June 13, 2025'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('Friday, June 20, 2025'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(day('Sunday, June 15, 2025'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(day('Saturday, June 21, 2025'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(day('Saturday, May 31, 2025'));
    expect(screen.getByRole('grid', { name: 'May 2025' })).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(day('Friday, May 30, 2025'));
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toBe(day('Monday, June 30, 2025'));
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(document.activeElement).toBe(day('Sunday, June 30, 2024'));
    expect(onPick).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('2024-06-30');
    expect(day('Sunday, June 30, 2024').getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{ArrowRight} ');
    expect(onPick).toHaveBeenLastCalledWith('2024-07-01');
  });

  it('tabs into the grid on the picked day', async () => {
    show('2025-06-12');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(day('Thursday, June 12, 2025'));
  });

  it('pages months with the buttons without picking, and Today picks today', async () => {
    const onPick = show('2025-06-12');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'August 2025' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'July 2025' })).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.click(day('Thursday, July 24, 2025'));
    expect(onPick).toHaveBeenLastCalledWith('2025-07-24');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onPick).toHaveBeenLastCalledWith('2025-06-02');
    expect(screen.getByRole('grid', { name: 'June 2025' })).toBeTruthy();
    expect(day('Monday, June 2, 2025, today').getAttribute('aria-pressed')).toBe('true');
  });

  it('picks a day shown from the next month and turns to it', async () => {
    const onPick = show('2025-06-12');
    await userEvent.click(day('Saturday, July 5, 2025'));
    expect(onPick).toHaveBeenLastCalledWith('2025-07-05');
    expect(screen.getByRole('grid', { name: 'July 2025' })).toBeTruthy();
  });
});

describe('MonthCalendar in the browser’s time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('takes today from the local clock: 9 pm in Los Angeles is still that day, though UTC has moved on', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 2, 21, 0));
    const onPick = vi.fn();
    render(<MonthCalendar label="Booking date" value="2025-06-10" onChange={onPick} />);
    expect(screen.getByText('Today: Monday, June 2, 2025')).toBeTruthy();
    expect(day('Monday, June 2, 2025, today').getAttribute('aria-current')).toBe('date');
  });
});
