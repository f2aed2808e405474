// Settings → Invoices in German (issue 28 item 1, decision 101): no English sentence of its catalogue on screen — the
// fields, their hints with the limits, the next number, the save toast (the server's English replaced) and the
// read-only notice.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS } from '../../../i18n/areas/settings/index.ts';
import DE from '../../../i18n/areas/settings-invoices/de.ts';
import { SETTINGS_INVOICES_EN } from '../../../i18n/areas/settings-invoices/en.ts';
import { SETTINGS_INVOICES } from '../../../i18n/areas/settings-invoices/index.ts';
import { speak } from '../../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { json } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => speak('en'));

const english = () => sentencesOf(SETTINGS_INVOICES_EN);
const SETTINGS_DTO = { prefix: 'RE-', dueDays: 14, locale: 'de-DE', footer: 'IBAN DE00 1234', nextNumber: 'RE-0043' };

async function inGerman() {
  await speak('de');
  await Promise.all([SETTINGS_INVOICES, COMMON, SETTINGS].map((area) => loadArea(area as Parameters<typeof loadArea>[0], 'de')));
}

describe('Settings → Invoices in another language (issue 28 item 1)', () => {
  it('German: the fields, hints and next number, and the German “saved” in place of the server’s English', async () => {
    await inGerman();
    renderApp('/settings/invoices', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /user/invoices/settings': json({ data: SETTINGS_DTO }),
        'PUT /user/invoices/settings': json({ data: { ...SETTINGS_DTO, dueDays: 30 }, message: 'Invoice settings saved' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: DE['settingsInvoices.title'] });
    const days = await screen.findByLabelText(DE['settingsInvoices.dueDays']);
    expect(screen.getByLabelText(DE['settingsInvoices.prefix'])).toBeTruthy();
    expect(screen.getByLabelText(DE['settingsInvoices.footer'])).toBeTruthy();
    expect(screen.getByText('Bis zu 12 Buchstaben, Ziffern oder - _ / . # vor der Nummer.')).toBeTruthy();
    expect(screen.getByTestId('next-invoice-number').textContent).toBe('Deine nächste Rechnung bekommt die Nummer RE-0043.');
    expect(englishShown(english())).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: DE['settingsInvoices.save'] }));
    expect(await screen.findByText(DE['settingsInvoices.saved'])).toBeTruthy();
    expect(screen.queryByText('Invoice settings saved')).toBeNull();
    expect(englishShown(english())).toEqual([]);
  });

  it('German: a role that may only read sees why it cannot save', async () => {
    await inGerman();
    renderApp('/settings/invoices', {
      user: makeUser({ accountType: 'paid', role: { role: 'shop-man', label: 'Shop Manager' }, permissions: { ...DEFAULT_ROLE_MATRIX['shop-man'], prices: 'view' } }),
      replies: { 'GET /user/invoices/settings': json({ data: SETTINGS_DTO }) },
    });
    expect(await screen.findByText(DE['settingsInvoices.readOnly'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: DE['settingsInvoices.save'] })).toBeNull();
    expect(englishShown(english())).toEqual([]);
  });

  it('English is unchanged: the same sentences, and the server’s own message on save', async () => {
    renderApp('/settings/invoices', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /user/invoices/settings': json({ data: SETTINGS_DTO }),
        'PUT /user/invoices/settings': json({ data: SETTINGS_DTO, message: 'Invoice settings saved (server)' }),
      },
    });
    expect((await screen.findByTestId('next-invoice-number')).textContent).toBe('The next invoice you issue will be RE-0043.');
    expect(screen.getByText('Up to 12 letters, digits or - _ / . # before the number.')).toBeTruthy();
    expect(screen.getByText('Printed at the foot of every invoice, up to 1000 characters: bank details for transfers, thanks, legal lines.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save invoice settings' }));
    expect(await screen.findByText('Invoice settings saved (server)')).toBeTruthy();
  });
});
