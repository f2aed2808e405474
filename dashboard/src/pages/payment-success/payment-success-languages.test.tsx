// Issue 28 item 1: the payment-success page in the reader's language (German), its English unchanged.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@wrapsmith/core';
import { PAYMENT_SUCCESS_COPY } from '../../features/billing/billing-copy.ts';
import { loadArea } from '../../i18n/area.ts';
import PAID_DE from '../../i18n/areas/payment-success/de.ts';
import { PAYMENT_SUCCESS_EN } from '../../i18n/areas/payment-success/en.ts';
import { PAYMENT_SUCCESS } from '../../i18n/areas/payment-success/index.ts';
import { speak } from '../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { apiError } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => speak('en'));

describe('the payment-success page in German', () => {
  it('says the same in English as before', () => {
    expect(PAYMENT_SUCCESS_EN).toMatchObject({
      'paid.title': PAYMENT_SUCCESS_COPY.title,
      'paid.failedTitle': PAYMENT_SUCCESS_COPY.failedTitle,
      'paid.missingSession': PAYMENT_SUCCESS_COPY.missingSession,
      'paid.retry': PAYMENT_SUCCESS_COPY.retry,
      'paid.toDashboard': PAYMENT_SUCCESS_COPY.toDashboard,
      'paid.updating': BILLING_MESSAGES.updatingStatus,
      'paid.failed': BILLING_MESSAGES.generic,
    });
  });

  it('without a session, and with a refused one, in German with no English left', async () => {
    await speak('de');
    await loadArea(PAYMENT_SUCCESS, 'de');
    const missing = renderApp('/sucessfullUrl', { user: makeUser({ locale: 'de' }) });
    expect(await screen.findByRole('heading', { level: 1, name: PAID_DE['paid.title'] })).toBeTruthy();
    expect(screen.getByText(PAID_DE['paid.missingSession'])).toBeTruthy();
    expect(englishShown(sentencesOf(PAYMENT_SUCCESS_EN))).toEqual([]);
    missing.unmount();

    renderApp('/sucessfullUrl?session_id=cs_1', { user: makeUser({ locale: 'de' }), replies: { 'POST /user/stripe/verify-session': apiError(400, 'Session not paid', 'BAD_REQUEST') } });
    expect(await screen.findByRole('heading', { level: 1, name: PAID_DE['paid.failedTitle'] })).toBeTruthy();
    expect(screen.getByText(PAID_DE['paid.failed'])).toBeTruthy();
    expect(screen.getByRole('button', { name: PAID_DE['paid.retry'] })).toBeTruthy();
    expect(englishShown([...sentencesOf(PAYMENT_SUCCESS_EN), 'Session not paid'])).toEqual([]);
  });
});
