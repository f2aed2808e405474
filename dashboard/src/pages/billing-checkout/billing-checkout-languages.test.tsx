// The offline checkout in German (issue 28 item 1, decision 101): the test-mode notice, the item's name and price,
// Pay, Cancel, the outcomes and the failures in German, the price through Intl with the checkout's currency.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '@wrapsmith/core';
import type { LocalCheckoutDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../i18n/area.ts';
import DE from '../../i18n/areas/billing/de.ts';
import { BILLING_EN } from '../../i18n/areas/billing/en.ts';
import { BILLING_AREA } from '../../i18n/areas/billing/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { speak } from '../../i18n/locale.ts';
import { parsePriceLabel } from '../../features/billing/billing-words.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => speak('en'));

const ENGLISH = [...sentencesOf(BILLING_EN), ...Object.values(BILLING_MESSAGES), 'Cancel', 'Try again', 'Shop Management Tool', '149.00 USD / month', '49.99 USD / month'];

function checkout(overrides: Partial<LocalCheckoutDto> = {}): LocalCheckoutDto {
  return { id: 'cs_local_1', name: 'Shop Management Tool', price: '49.99 USD / month', status: 'open', cancelUrl: 'http://localhost/subscription', ...overrides };
}

async function inGerman(replies: Record<string, FakeReply>) {
  await speak('de');
  await Promise.all([loadArea(BILLING_AREA, 'de'), loadArea(COMMON, 'de')]);
  return renderApp('/billing/checkout/cs_local_1', { user: makeUser(), replies });
}

const page = () => document.querySelector('.app-page') as HTMLElement;

describe('the offline checkout in German (issue 28 item 1)', () => {
  it('reads core’s price label back into its parts, and nothing else', () => {
    expect(parsePriceLabel('79.00 USD / month')).toEqual({ unitAmount: 7900, currency: 'USD', interval: 'month' });
    expect(parsePriceLabel('1199.50 EUR')).toEqual({ unitAmount: 119950, currency: 'EUR', interval: null });
    expect(parsePriceLabel('$79 a month')).toBeNull();
  });

  it('shows the item, its price the German way, Pay and Cancel in German; a refusal in German', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await inGerman({
      'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout() }),
      'POST /user/stripe/local-checkout/cs_local_1/pay': apiError(409, BILLING_MESSAGES.sessionNotPaid, 'CONFLICT'),
    });
    expect(await screen.findByText(DE['billing.name.crm'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: DE['billing.checkout.title'] })).toBeTruthy();
    expect(screen.getByText(DE['billing.checkout.testMode'])).toBeTruthy();
    expect(screen.getByText('49,99 $ / Monat')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^49,99\s\$ \/ Monat bezahlen$/ }));
    expect(await screen.findByText(DE['billing.generic'])).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(englishShown(ENGLISH, page())).toEqual([]);
  });

  it('a credit pack, and the paid and expired outcomes in German', async () => {
    const { unmount } = await inGerman({ 'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout({ name: '1,000 credits', price: '199.00 USD', status: 'complete' }) }) });
    expect(await screen.findByText('1.000 Credits')).toBeTruthy();
    expect(screen.getByText('199,00 $')).toBeTruthy();
    expect(screen.getByText(DE['billing.checkout.paid'])).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['billing.checkout.toDashboard'] })).toBeTruthy();
    expect(englishShown([...ENGLISH, '1,000 credits'], page())).toEqual([]);
    unmount();

    await inGerman({ 'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout({ name: 'Ultimate', price: '149.00 USD / month', status: 'expired' }) }) });
    expect(await screen.findByText(DE['billing.checkout.expired'])).toBeTruthy();
    expect(screen.getByText('Ultimate')).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['billing.checkout.toPlans'] })).toBeTruthy();
    expect(englishShown(ENGLISH, page())).toEqual([]);
  });

  it('a checkout that cannot be loaded says so in German, with Try again', async () => {
    await inGerman({ 'GET /user/stripe/local-checkout/cs_local_1': apiError(404, BILLING_MESSAGES.sessionNotFound, 'NOT_FOUND') });
    expect(await screen.findByText(DE['billing.checkout.loadFailed'])).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    await waitFor(() => expect(englishShown(ENGLISH, page())).toEqual([]));
  });
});
