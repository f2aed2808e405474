// Settings → Payments in German (issue 28 item 1, decision 101): no English sentence of its catalogue on screen, the
// refund rule with its plural in German, and the disconnect dialog in German.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentsDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import DE from '../../../i18n/areas/settings-payments/de.ts';
import { SETTINGS_PAYMENTS_EN } from '../../../i18n/areas/settings-payments/en.ts';
import { SETTINGS_PAYMENTS } from '../../../i18n/areas/settings-payments/index.ts';
import { speak } from '../../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { json } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => speak('en'));

/** The page without the settings menu (its words are the settings menu's). */
function page(): HTMLElement {
  const root = document.querySelector('.app-page')!.cloneNode(true) as HTMLElement;
  root.querySelector('nav')?.remove();
  return root;
}

const PAYMENTS: PaymentsDto = {
  account: { mode: 'offline', connected: true, provider: 'local', accountId: 'local_1', chargesEnabled: true, detailsSubmitted: true },
  settings: { depositsEnabled: true, depositKind: 'percent', depositPercent: 25, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 1, currency: 'EUR' },
};

describe('Settings → Payments in German (issue 28 item 1)', () => {
  it('shows no English of its catalogue, and the refund rule with its plural', async () => {
    await speak('de');
    await Promise.all([loadArea(SETTINGS_PAYMENTS, 'de'), loadArea(COMMON, 'de')]);
    renderApp('/settings/payments', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/payments': json({ data: PAYMENTS }) } });
    await screen.findByRole('heading', { level: 1, name: DE['settingsPayments.title'] });
    expect((await screen.findByTestId('payments-connected')).textContent).toBe(DE['settingsPayments.connectedOffline']);
    expect(await screen.findByText('Die Anzahlung wird voll erstattet, wenn der Termin mindestens 1 Tag vorher abgesagt wird.')).toBeTruthy();
    const days = screen.getByLabelText(DE['settingsPayments.daysLabel']);
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    expect(screen.getByText('Die Anzahlung wird voll erstattet, wenn der Termin mindestens 7 Tage vorher abgesagt wird.')).toBeTruthy();
    expect(screen.getByRole('button', { name: DE['settingsPayments.save'] })).toBeTruthy();
    expect(englishShown(sentencesOf(SETTINGS_PAYMENTS_EN), page())).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: DE['settingsPayments.disconnect'] }));
    const dialog = await screen.findByRole('dialog', { name: DE['settingsPayments.disconnectTitle'] });
    expect(within(dialog).getByText(DE['settingsPayments.disconnectBody'])).toBeTruthy();
    expect(englishShown(sentencesOf(SETTINGS_PAYMENTS_EN), dialog)).toEqual([]);
  });
});
