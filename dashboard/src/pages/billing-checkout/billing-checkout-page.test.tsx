import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '@wrapsmith/core';
import type { LocalCheckoutDto } from '@wrapsmith/core/contract';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CHECKOUT_COPY } from '../../features/billing/billing-copy.ts';
import { browserLocation } from '../../lib/browser-location.ts';

function checkout(overrides: Partial<LocalCheckoutDto> = {}): LocalCheckoutDto {
  return { id: 'cs_local_1', name: 'Ultimate', price: '149.00 USD / month', status: 'open', cancelUrl: 'http://localhost/subscription', ...overrides };
}

function open(replies: Record<string, FakeReply>) {
  return renderApp('/billing/checkout/cs_local_1', { user: makeUser(), replies });
}

const PAY = `${CHECKOUT_COPY.pay} 149.00 USD / month`;

describe('Offline checkout page', () => {
  it('shows the test-mode notice, the item and its price, and pays into the success URL', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    assign.mockClear();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = open({
      'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout() }),
      'POST /user/stripe/local-checkout/cs_local_1/pay': () => new Promise((resolve) => (answer = resolve)),
    });
    expect(screen.getByText(CHECKOUT_COPY.testMode)).toBeTruthy();
    expect(await screen.findByText('Ultimate')).toBeTruthy();
    expect(screen.getByText('149.00 USD / month')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: PAY }));
    expect((screen.getByRole('button', { name: BILLING_MESSAGES.processing }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: CHECKOUT_COPY.cancel }) as HTMLButtonElement).disabled).toBe(true);
    const successUrl = 'http://localhost/sucessfullUrl?session_id=cs_local_1&user_id=usr_owner1';
    answer(json({ data: { redirectUrl: successUrl } }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(successUrl));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('cancels back to the cancel URL inside the app', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    assign.mockClear();
    const { router, calls } = open({
      'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout({ cancelUrl: `${window.location.origin}/subscription` }) }),
      'GET /user/stripe/get-plans': json({ data: { plans: [] } }),
      'GET /user/stripe/subscriptions': json({ data: { priceId: null, planKey: null, addonPriceId: null, addonActive: false, status: 'none', currentPeriodEnd: null } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: CHECKOUT_COPY.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(assign).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('leaves for a cancel URL on another origin', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    assign.mockClear();
    open({ 'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout({ cancelUrl: 'https://app.example.com/subscription' }) }) });
    await userEvent.click(await screen.findByRole('button', { name: CHECKOUT_COPY.cancel }));
    expect(assign).toHaveBeenCalledWith('https://app.example.com/subscription');
  });

  it('shows why paying failed and lets the user try again', async () => {
    open({
      'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout() }),
      'POST /user/stripe/local-checkout/cs_local_1/pay': apiError(409, BILLING_MESSAGES.sessionNotPaid, 'CONFLICT'),
    });
    await userEvent.click(await screen.findByRole('button', { name: PAY }));
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.sessionNotPaid);
    expect((screen.getByRole('button', { name: PAY }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the checkout was already paid, without a Pay button', async () => {
    open({ 'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout({ status: 'complete' }) }) });
    expect(await screen.findByText(CHECKOUT_COPY.paid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    expect(screen.getByRole('link', { name: CHECKOUT_COPY.toDashboard }).getAttribute('href')).toBe('/dashboard');
  });

  it('says when the checkout has expired, with a way back to the plans', async () => {
    open({ 'GET /user/stripe/local-checkout/cs_local_1': json({ data: checkout({ status: 'expired' }) }) });
    expect(await screen.findByText(CHECKOUT_COPY.expired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    expect(screen.getByRole('link', { name: CHECKOUT_COPY.toPlans }).getAttribute('href')).toBe('/subscription');
  });

  it('shows a loading state, then the server’s error with a retry', async () => {
    let fail = true;
    open({
      'GET /user/stripe/local-checkout/cs_local_1': () => (fail ? apiError(404, BILLING_MESSAGES.sessionNotFound, 'NOT_FOUND') : json({ data: checkout() })),
    });
    expect(screen.getByText(CHECKOUT_COPY.loading)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.sessionNotFound);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_COPY.retry }));
    expect(await screen.findByRole('button', { name: PAY })).toBeTruthy();
  });

  it('falls back to its own message when the checkout cannot be reached', async () => {
    open({ 'GET /user/stripe/local-checkout/cs_local_1': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_COPY.loadFailed);
  });
});
