// Issue 25 item 3: the quote editor on the work order. Lines priced live with priceDocument in the quote's currency,
// a second and third option copied from the last, a Save that sends minor units, thousandths and rates, and an
// accepted quote shown read-only with who accepted which option.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteDto } from '@wrapsmith/core/contract';
import { json, type FakeCall } from '../../test/fake-fetch.ts';
import { makeRender, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeBooking } from '../bookings/booking-fixtures.test-support.ts';
import { STUDIO_REPLIES } from '../studio/studio-replies.test-support.ts';
import { QUOTE_EDITOR_MESSAGES as M } from './quote-editor.tsx';
import { fieldsQuote, quoteReplies } from './quote-replies.test-support.ts';

const owner = makeUser({ accountType: 'paid' });
const ID = 'bkg_7f3a9c';

function open(quote: QuoteDto = fieldsQuote(ID)) {
  return renderApp(`/work-order?id=${ID}`, {
    user: owner,
    replies: {
      ...STUDIO_REPLIES,
      ...quoteReplies(ID, quote),
      [`GET /user/booking/${ID}`]: json({ data: makeBooking() }),
      [`PUT /user/booking/${ID}/quote`]: ({ body }) => json({ data: { ...quote, edited: true }, message: M.saved, sent: body }),
    },
  });
}

const option = (n: number) => screen.getByRole('region', { name: new RegExp(`^${M.option(n)}`) });
const line = (n: number, l: number) => within(option(n)).getByRole('group', { name: M.line(l) });

describe('issue 25 item 3: the quote editor', () => {
  it('prices the lines live, adds options copied from the last, and saves minor units, thousandths and rates', async () => {
    const { calls } = open();
    expect(await screen.findByRole('region', { name: /^Option 1/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(M.fromFields)).toBeTruthy();
    // Subtotal and total.
    expect(within(option(1)).getAllByText('$3,000.00')).toHaveLength(2);

    // A second line at 8.875 % tax: 12.5 × $40.00 = $500.00, tax $44.38.
    await userEvent.click(within(option(1)).getByRole('button', { name: M.addLine }));
    const second = line(1, 2);
    await userEvent.type(within(second).getByLabelText(M.description), '3M 2080 film');
    await userEvent.selectOptions(within(second).getByLabelText(M.kind), 'film');
    await userEvent.clear(within(second).getByLabelText(M.quantity));
    await userEvent.type(within(second).getByLabelText(M.quantity), '12.5');
    await userEvent.type(within(second).getByLabelText(M.unitPrice('USD')), '40');
    await userEvent.clear(within(second).getByLabelText(M.taxRate));
    await userEvent.type(within(second).getByLabelText(M.taxRate), '8.875');
    expect(within(option(1)).getByText(M.tax(8875, '$500.00', false))).toBeTruthy();
    expect(within(option(1)).getByText('$44.38')).toBeTruthy();
    expect(within(option(1)).getByText('$3,544.38')).toBeTruthy();

    // A second option: a copy of the first, named Good (the first free of Good, Better, Best), 10 % off.
    await userEvent.click(screen.getByRole('button', { name: M.addOption }));
    expect((within(option(2)).getByLabelText(M.name) as HTMLInputElement).value).toBe('Good');
    await userEvent.selectOptions(within(option(2)).getByLabelText(M.discount), 'rate');
    await userEvent.type(within(option(2)).getByLabelText(`${M.discountValue} (%)`), '10');
    expect(within(option(2)).getByText('-$350.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: M.addOption }));
    expect(screen.queryByRole('button', { name: M.addOption })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const put = calls.find((c: FakeCall) => c.method === 'PUT' && c.path === `/user/booking/${ID}/quote`);
    const body = put?.body as { options: { label: string; discount: unknown; lines: unknown[] }[] };
    expect(body.options.map((o) => o.label)).toEqual(['Quote', 'Good', 'Better']);
    expect(body.options[1]?.discount).toEqual({ kind: 'rate', rate: 10000 });
    expect(body.options[0]?.lines[1]).toEqual({ kind: 'film', description: '3M 2080 film', quantityMilli: 12500, unitAmount: 4000, taxRate: 8875 });
  });

  it('prices an option from the price book for its picture’s film and its zones (issue 25 items 1–3)', async () => {
    const render = makeRender('rnd_1', { status: 'saved', createdAt: '2026-06-01T10:00:00.000Z' });
    const drafted = [
      { kind: 'labour', description: 'Full wrap: 2024 Tesla Model 3 (mid-size car)', quantityMilli: 1000, unitAmount: 220000, taxRate: 0, lineAmount: 220000 },
      { kind: 'film', description: '3M Gloss Black (G12), full wrap: 183 sq ft', quantityMilli: 183000, unitAmount: 450, taxRate: 0, lineAmount: 82350 },
    ];
    const { calls } = renderApp(`/work-order?id=${ID}`, {
      user: owner,
      replies: {
        ...STUDIO_REPLIES,
        ...quoteReplies(ID),
        'GET /user/renders': json({ data: { renders: [render], page: 1, pageSize: 24, total: 1 } }),
        [`GET /user/booking/${ID}`]: json({ data: makeBooking() }),
        [`GET /user/booking/${ID}/quote/draft`]: json({ data: drafted }),
      },
    });
    await screen.findByRole('region', { name: /^Option 1/ }, { timeout: 5000 });
    const priceButton = within(option(1)).getByRole('button', { name: M.fromPriceBook });
    // No picture, no film to price.
    expect((priceButton as HTMLButtonElement).disabled).toBe(true);
    expect(within(option(1)).getByText(M.pickPictureFirst)).toBeTruthy();
    await userEvent.click(await within(option(1)).findByRole('radio', { name: /Render: 2024 Tesla Model 3, 3M Gloss Black/ }));
    await userEvent.click(within(option(1)).getByLabelText('Roof'));
    await userEvent.click(priceButton);
    expect(await within(option(1)).findByDisplayValue('Full wrap: 2024 Tesla Model 3 (mid-size car)')).toBeTruthy();
    expect((within(line(1, 2)).getByLabelText(M.unitPrice('USD')) as HTMLInputElement).value).toBe('4.50');
    expect(within(option(1)).getAllByText('$3,023.50').length).toBeGreaterThan(0);
    const asked = calls.find((c: FakeCall) => c.path === `/user/booking/${ID}/quote/draft`);
    expect(new URLSearchParams(asked?.search).get('film')).toBe('3m-2080-g12');
    expect(new URLSearchParams(asked?.search).get('zones')).toBe('roof');
  });

  it('refuses to save a line without a description or price, and sends nothing', async () => {
    const { calls } = open();
    await screen.findByRole('region', { name: /^Option 1/ }, { timeout: 5000 });
    await userEvent.click(within(option(1)).getByRole('button', { name: M.addLine }));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.fixFirst)).toBeTruthy();
    expect(within(line(1, 2)).getByText('Describe the line.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows which option the customer accepted, by whom and when, and changes nothing', async () => {
    const quote = fieldsQuote(ID, { edited: true, accepted: { optionId: ID, optionLabel: 'Quote', name: 'Dana Reyes', at: '2026-06-01T12:00:00.000Z', address: '203.0.113.7' } });
    open(quote);
    expect(await screen.findByText(/The customer accepted “Quote”, signed “Dana Reyes”/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/from 203\.0\.113\.7/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.save })).toBeNull();
    expect(within(option(1)).getByLabelText(M.name).closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.getByRole('link', { name: M.pdf }).getAttribute('href')).toBe(`/api/v1/user/booking/${ID}/quote.pdf`);
  });
});
