// Issue 28: the booking form ("Book with a deposit", issue 25 item 6) speaks the widget's language from its
// catalogues, its English staying in the lead form's chunk (i18n/book-en.ts).
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatMessage } from '@wrapsmith/core/i18n';
import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetApi } from './api.ts';
import { BookWithDeposit } from './book-deposit.tsx';
import { BOOK_EN } from './i18n/book-en.ts';
import DE from './i18n/de.ts';
import { useCatalogue } from './messages.ts';

let container: HTMLElement | null = null;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = null;
  useCatalogue('en', {});
});

function mount(mode: 'deposit_now' | 'quote_first') {
  const request = vi.fn(async (method: string) => (method === 'GET' ? { data: { mode, firstDay: '2026-12-01', lastDay: '2027-02-28' } } : { data: { payUrl: null } }));
  container = document.createElement('div');
  document.body.append(container);
  render(h(BookWithDeposit, { api: { request } as unknown as WidgetApi, renderId: 'r_1', shopName: 'Northside Wraps' }), container);
}

describe('issue 28: the booking form in the widget’s language', () => {
  it('speaks German: button, intro, labels and the field errors', async () => {
    useCatalogue('de', DE, formatMessage);
    mount('deposit_now');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mit Anzahlung buchen' }));
    expect(screen.getByText(/Sie zahlen jetzt eine Anzahlung an Northside Wraps/)).toBeTruthy();
    expect(screen.getByLabelText('Tag, an dem Sie das Auto bringen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Weiter zur Anzahlung' }));
    await waitFor(() => expect(screen.getByText('Geben Sie Ihren Namen ein.')).toBeTruthy());
    expect(screen.getByText('Wählen Sie einen Tag.')).toBeTruthy();
    const text = container?.textContent ?? '';
    for (const english of Object.values(BOOK_EN)) {
      const fixed = english.split(/\{[^}]*\}/).filter((part) => part.trim().length > 5);
      for (const part of fixed) expect(text, part).not.toContain(part);
    }
  });

  it('speaks English by default (quote first)', async () => {
    mount('quote_first');
    expect(await screen.findByRole('button', { name: BOOK_EN.bookQuote })).toBeTruthy();
  });
});
