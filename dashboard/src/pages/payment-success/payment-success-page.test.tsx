import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@wrapsmith/core';
import type { VerifiedSessionDto } from '@wrapsmith/core/contract';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSession } from '../../stores/session.ts';
import { PAYMENT_SUCCESS_COPY } from '../../features/billing/billing-copy.ts';
import type { PaymentReceivedState } from '../../features/billing/payment-received-state.ts';

const before = makeUser({ credits: 5, accountType: 'free' });
const after = makeUser({ credits: 1005, accountType: 'addon_access_paid', addonInfo: { name: 'Shop Management Tool', activatedAt: '2025-06-20T10:00:00.000Z' } });
const verified: VerifiedSessionDto = {
  data: { name: 'Ultimate', price: '149.00 USD / month' },
  credits: 1005,
  accountType: 'addon_access_paid',
  addonInfo: after.addonInfo,
};
const PATH = '/sucessfullUrl?session_id=cs_test_1&user_id=usr_owner1';

function open(path: string, replies: Record<string, FakeReply>) {
  return renderApp(path, { user: before, replies: { 'GET /auth/user-info': json({ data: { user: after } }), ...replies } });
}

describe('Payment success page', () => {
  it('verifies the session, refetches the user and goes to the dashboard with the session id and what was bought', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    let paid = false;
    const { router, calls } = open(PATH, {
      'POST /user/stripe/verify-session': () => new Promise((resolve) => (answer = resolve)),
      // The server's fresh copy differs from the verify answer, so the test can tell the refetch happened.
      'GET /auth/user-info': () => json({ data: { user: paid ? { ...after, credits: 1010 } : before } }),
    });
    expect((await screen.findByText(BILLING_MESSAGES.updatingStatus)).closest('[role="status"]')).toBeTruthy();
    paid = true;
    answer(json({ data: verified }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?session_id=cs_test_1');
    expect((router.state.location.state as PaymentReceivedState).payment).toEqual({ name: 'Ultimate', price: '149.00 USD / month' });
    const verify = calls.findIndex((c) => c.path === '/user/stripe/verify-session');
    expect(calls[verify]?.body).toEqual({ sessionId: 'cs_test_1' });
    expect(calls.findIndex((c, i) => i > verify && c.path === '/auth/user-info')).toBeGreaterThan(verify);
    await waitFor(() => expect(useSession.getState().currentUser).toMatchObject({ credits: 1010, accountType: 'addon_access_paid', addonInfo: after.addonInfo }));
  });

  it('stores the verified accountType, addonInfo and credits even when the refetch fails', async () => {
    const { router } = open(PATH, {
      'POST /user/stripe/verify-session': json({ data: verified }),
      'GET /auth/user-info': apiError(500, 'Internal error'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useSession.getState().currentUser).toMatchObject({ credits: 1005, accountType: 'addon_access_paid', addonInfo: after.addonInfo });
  });

  it('shows why verification failed, and a retry that can succeed', async () => {
    let fail = true;
    const { router } = open(PATH, {
      'POST /user/stripe/verify-session': () => (fail ? apiError(409, BILLING_MESSAGES.sessionNotPaid, 'CONFLICT') : json({ data: verified })),
      'GET /auth/user-info': () => json({ data: { user: fail ? before : after } }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.sessionNotPaid);
    expect(screen.getByRole('heading', { name: PAYMENT_SUCCESS_COPY.failedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: PAYMENT_SUCCESS_COPY.toDashboard }).getAttribute('href')).toBe('/dashboard');
    expect(useSession.getState().currentUser?.accountType).toBe('free');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: PAYMENT_SUCCESS_COPY.retry }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    open(PATH, { 'POST /user/stripe/verify-session': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.generic);
  });

  it('says so when the address has no session id, without calling the server', async () => {
    const { calls } = open('/sucessfullUrl?user_id=usr_owner1', {});
    expect(await screen.findByText(PAYMENT_SUCCESS_COPY.missingSession)).toBeTruthy();
    expect(screen.queryByText(BILLING_MESSAGES.updatingStatus)).toBeNull();
    expect(calls.some((c) => c.path === '/user/stripe/verify-session')).toBe(false);
  });
});
