// Issue 28 item 1 (decision 101): the quote editor in German — its words from the quotes area (loaded with the
// lazily loaded editor), line kinds and zones (English in core) in German, money and rates as German writes them,
// and quote-values' checks in German — with no English sentence of the area left inside the editor.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { makeBooking } from '../bookings/booking-fixtures.test-support.ts';
import { STUDIO_REPLIES } from '../studio/studio-replies.test-support.ts';
import { loadArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { QUOTES } from '../../i18n/areas/quotes/index.ts';
import { QUOTES_EN } from '../../i18n/areas/quotes/en.ts';
import DE from '../../i18n/areas/quotes/de.ts';
import { speak } from '../../i18n/locale.ts';
import { QUOTE_EDITOR_MESSAGES } from './quote-editor.tsx';
import { fieldsQuote, quoteReplies } from './quote-replies.test-support.ts';

afterEach(() => speak('en'));

const ID = 'bkg_7f3a9c';
// "Extra" and "PPF" are German too; the English of QUOTE_EDITOR_MESSAGES must not show either.
const ENGLISH = [...sentencesOf(QUOTES_EN, ['Extra', 'PPF']), ...Object.values(QUOTE_EDITOR_MESSAGES).flatMap((m: unknown) => (typeof m === 'string' ? [m] : []))];

describe('issue 28 item 1: the quote editor in German', () => {
  it('shows its options, lines, zones, totals and checks in German', async () => {
    await speak('de');
    await loadArea(QUOTES, 'de');
    await loadArea(COMMON, 'de');
    const quote = fieldsQuote(ID);
    renderApp(`/work-order?id=${ID}`, {
      user: makeUser({ accountType: 'paid' }),
      replies: { ...STUDIO_REPLIES, ...quoteReplies(ID, quote), [`GET /user/booking/${ID}`]: json({ data: makeBooking() }) },
    });
    const editor = await screen.findByRole('region', { name: DE['quotes.title'] }, { timeout: 5000 });
    const option = await within(editor).findByRole('region', { name: /^Option 1/ }, { timeout: 5000 });
    expect(within(editor).getByText(DE['quotes.fromFields'])).toBeTruthy();
    expect(within(option).getByRole('group', { name: DE['quotes.zones'] })).toBeTruthy();
    expect(within(option).getByLabelText('Dach')).toBeTruthy();
    const line = within(option).getByRole('group', { name: 'Position 1' });
    expect(within(line).getByLabelText('Einzelpreis (USD)')).toBeTruthy();
    expect(within(within(line).getByLabelText(DE['quotes.kind'])).getByRole('option', { name: DE['quotes.kind.labour'] })).toBeTruthy();
    // Money as German writes it (digits grouped with a dot, decimals with a comma).
    expect(within(option).getAllByText(/^3\.000,00\s\$$/).length).toBeGreaterThan(0);
    expect(within(option).getByText(DE['quotes.total'])).toBeTruthy();
    expect(englishShown(ENGLISH, editor)).toEqual([]);

    // A line without a description: the check says so in German.
    await userEvent.click(within(option).getByRole('button', { name: DE['quotes.addLine'] }));
    await userEvent.click(within(editor).getByRole('button', { name: DE['quotes.save'] }));
    expect(await within(editor).findByText(DE['quotes.fixFirst'])).toBeTruthy();
    expect(within(editor).getByText(DE['quotes.error.description'])).toBeTruthy();
    expect(englishShown(ENGLISH, editor)).toEqual([]);
  });
});
