// Issue 28 item 1: the work order and every panel on it (deposit, film roll, warranty, tracking page, messages to the
// customer, photos) in German and Spanish: no English sentence of their areas is left on screen (decision 101).
import { BOOKING_FORM } from '../../i18n/areas/booking-form/index.ts';
import { BOOKINGS } from '../../i18n/areas/bookings/index.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingDepositDto, BookingWarrantiesDto, JobRollsDto, NotifyJobDto, WarrantyDetailDto, WarrantyDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { WARRANTY } from '../../i18n/areas/warranty/index.ts';
import { WORK_ORDER } from '../../i18n/areas/work-order/index.ts';
import { WORK_ORDER_PANELS } from '../../i18n/areas/work-order-panels/index.ts';
import WARRANTY_DE from '../../i18n/areas/warranty/de.ts';
import WORK_ORDER_DE from '../../i18n/areas/work-order/de.ts';
import WORK_ORDER_ES from '../../i18n/areas/work-order/es.ts';
import PANELS_DE from '../../i18n/areas/work-order-panels/de.ts';
import PANELS_ES from '../../i18n/areas/work-order-panels/es.ts';
import { speak } from '../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeBooking } from '../../features/bookings/booking-fixtures.test-support.ts';
import { quoteReplies } from '../../features/quotes/quote-replies.test-support.ts';
import { STUDIO_REPLIES } from '../../features/studio/studio-replies.test-support.ts';

afterEach(() => speak('en'));

const owner = makeUser({ accountType: 'paid' });
const ID = 'bkg_7f3a9c';
const T = '2026-11-20T09:30:00.000Z';

/** Words that read the same in the language checked (none of ours is a single word shared with English here). */
const ENGLISH = [
  ...sentencesOf(WORK_ORDER.english, ['Status']),
  ...sentencesOf(WORK_ORDER_PANELS.english, ['Photos']),
  ...sentencesOf(WARRANTY.english, ['Status', 'Film']),
  ...sentencesOf(COMMON.english),
];

const deposit: BookingDepositDto = {
  deposit: { id: 'dep_1', status: 'paid', amountMinor: 50_000, currency: 'USD', provider: 'stripe', paymentIntentId: 'pi_1', paidAt: T, refundedAt: null, createdAt: T },
  override: { kind: 'shop', percent: null, amountMinor: null },
  totalMinor: 320_000,
  currency: 'USD',
  expectedMinor: 50_000,
  note: 'A deposit of $0.40 is under the $0.50 that card payments need.',
  refund: { allowed: false, policy: 'The deposit is refunded in full if the booking is cancelled at least 2 days before its day.' },
};
const roll: JobRollsDto = {
  state: 'reserved',
  reason: null,
  filmName: 'Gloss Black (G12)',
  neededMm: 15_240,
  reservation: { rollId: 'roll_1', batch: 'LOT-7', widthMm: 1524, lengthMm: 15_240, url: '/rolls/roll_1' },
  used: [],
  unit: 'ft',
};
const warranty: WarrantyDto = {
  _id: 'war_1',
  bookingId: ID,
  status: 'active',
  brandName: '3M',
  filmName: 'Gloss Black (G12)',
  filmCode: 'G12',
  finish: 'gloss',
  batch: 'LOT-7',
  zones: ['body', 'mirrors'],
  installDate: '2026-11-20',
  installer: 'Sam',
  vin: null,
  vehicle: '2024 Tesla Model 3',
  manufacturerYears: 7,
  manufacturerHorizontalYears: 3,
  manufacturerSource: '3M',
  workmanshipYears: 1,
  manufacturerEnds: '2033-11-20',
  workmanshipEnds: '2027-11-20',
  owner: { name: 'Jordan Lee', contact: 'jordan@example.com', since: T },
  verifyUrl: 'http://localhost/warranty/abc',
  createdAt: T,
};
const warranties: BookingWarrantiesDto = {
  warranties: [warranty],
  canIssue: true,
  draft: {
    installDate: '2026-11-20',
    installer: 'Sam',
    vin: '',
    items: [{ filmId: 'f1', brandName: '3M', filmName: 'Gloss Black (G12)', filmCode: 'G12', finish: 'gloss', batch: 'LOT-7', zones: ['body'], manufacturerYears: 7, manufacturerHorizontalYears: null, manufacturerSource: '3M', workmanshipYears: 2 }],
  },
};
const detail: WarrantyDetailDto = {
  ...warranty,
  owners: [{ name: 'Jordan Lee', contact: 'jordan@example.com', since: T }],
  claims: [{ _id: 'cl_1', claimDate: '2026-11-25', description: 'Edge lifting on the mirror', status: 'submitted', photos: [{ _id: 'p1', url: '/x.jpg' }], createdAt: T }],
};
const messages: NotifyJobDto[] = [
  { id: 'n1', bookingId: ID, event: 'booking_confirmed', channel: 'email', to: 'jordan@example.com', status: 'sent', detail: null, dueAt: T, sentAt: T },
  { id: 'n2', bookingId: ID, event: 'reminder', channel: 'text', to: null, status: 'pending', detail: null, dueAt: T, sentAt: null },
];

function open(status: 'inprogress' | 'completed') {
  const booking = makeBooking({ status, readyAt: status === 'inprogress' ? T : null, images: [] });
  return renderApp(`/work-order?id=${ID}`, {
    user: owner,
    replies: {
      ...STUDIO_REPLIES,
      ...quoteReplies(ID),
      [`GET /user/booking/${ID}`]: json({ data: booking }),
      [`GET /user/payments/bookings/${ID}`]: json({ data: deposit }),
      [`GET /user/rolls/jobs/${ID}`]: json({ data: roll }),
      'GET /user/warranties': json({ data: warranties }),
      'GET /user/warranties/war_1': json({ data: detail }),
      [`GET /user/booking/${ID}/messages`]: json({ data: messages }),
    },
  });
}

/**
 * The screen without the booking form's own fields and the quote editor (the bookings and quotes areas' words, translated
 * with those screens): what these areas own on the work order is the rest, the form's actions and notices included.
 */
function ownParts(): HTMLElement {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const other of copy.querySelectorAll('fieldset.wsb-fields, section.wsqe')) other.remove();
  return copy;
}

async function speakAll(locale: 'de' | 'es') {
  await speak(locale);
  await Promise.all([WORK_ORDER, WORK_ORDER_PANELS, WARRANTY, COMMON, BOOKING_FORM, BOOKINGS].map((area) => loadArea(area as Parameters<typeof loadArea>[0], locale)));
}

describe('issue 28 item 1: the work order in German and Spanish', () => {
  it('German: the page, the deposit, roll, warranty (issue form and claims), tracking, messages and photos', async () => {
    await speakAll('de');
    open('completed');
    await screen.findByRole('heading', { level: 1, name: WORK_ORDER_DE['workOrder.title'] });
    // The heading shows while the booking loads: wait for the booking's actions.
    expect(await screen.findByRole('button', { name: WORK_ORDER_DE['workOrder.bookIn'] })).toBeTruthy();
    expect(screen.getByText(WORK_ORDER_DE['workOrder.status.completed'])).toBeTruthy();
    // The panels, each in German.
    const depositPanel = await screen.findByTestId('deposit-panel');
    await within(depositPanel).findByText(/Anzahlung von \$500\.00 am 20\. November 2026 bezahlt/);
    expect(within(depositPanel).getByText(PANELS_DE['panels.deposit.belowMinimum'])).toBeTruthy();
    expect(within(depositPanel).getByText('Die Anzahlung wird voll erstattet, wenn die Buchung mindestens 2 Tage vor ihrem Tag abgesagt wird.')).toBeTruthy();
    const rollPanel = screen.getByRole('region', { name: PANELS_DE['panels.roll.title'] });
    await within(rollPanel).findByRole('link', { name: 'Charge LOT-7' });
    expect(rollPanel.textContent).toContain('Gloss Black (G12) reserviert auf Charge LOT-7');
    const warrantyPanel = await screen.findByTestId('warranty-panel');
    await within(warrantyPanel).findByText(`3M Gloss Black (G12) · ${WARRANTY_DE['warranty.state.active']}`);
    expect(warrantyPanel.textContent).toContain('Hersteller: 7 Jahre vertikal, 3 Jahre horizontal (bis 20.11.2033)');
    expect(warrantyPanel.textContent).toContain('Verarbeitung (dein Betrieb): 1 Jahr (bis 20.11.2027)');
    await userEvent.click(within(warrantyPanel).getByRole('button', { name: WARRANTY_DE['warranty.issue'] }));
    const issue = within(warrantyPanel).getByRole('form', { name: WARRANTY_DE['warranty.issue'] });
    expect(within(issue).getByRole('checkbox', { name: WARRANTY_DE['warranty.zone.body'] })).toBeTruthy();
    expect(issue.textContent).toContain('Verarbeitung (dein Betrieb): 2 Jahre');
    await userEvent.click(within(warrantyPanel).getByRole('button', { name: WARRANTY_DE['warranty.transferAndClaims'] }));
    const claim = await within(warrantyPanel).findByTestId('warranty-claim');
    expect(within(claim).getByText('1 Foto')).toBeTruthy();
    expect((within(claim).getByRole('combobox', { name: WARRANTY_DE['warranty.status'] }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(WARRANTY_DE['warranty.claim.submitted']);
    const tracking = screen.getByRole('region', { name: PANELS_DE['panels.tracking.title'] });
    expect(within(tracking).getByRole('button', { name: PANELS_DE['panels.tracking.copy'] })).toBeTruthy();
    const sent = await screen.findByTestId('customer-messages');
    await within(sent).findByText(`${PANELS_DE['panels.event.booking_confirmed']} (${PANELS_DE['panels.messages.email']})`);
    expect(within(sent).getByText(/^Gesendet an jordan@example\.com am 20\.11\.2026/)).toBeTruthy();
    expect(screen.getByText(PANELS_DE['panels.photos.empty'])).toBeTruthy();
    await waitFor(() => expect(englishShown(ENGLISH, ownParts())).toEqual([]));
  });

  it('Spanish: a job in progress, ready for collection, with its panels', async () => {
    await speakAll('es');
    open('inprogress');
    await screen.findByRole('heading', { level: 1, name: WORK_ORDER_ES['workOrder.title'] });
    // The heading shows while the booking loads: wait for the booking's actions.
    expect(await screen.findByRole('button', { name: WORK_ORDER_ES['workOrder.vehicleCompleted'] })).toBeTruthy();
    const tracking = await screen.findByRole('region', { name: PANELS_ES['panels.tracking.title'] });
    expect(within(tracking).getByRole('button', { name: PANELS_ES['panels.tracking.unmarkReady'] })).toBeTruthy();
    expect(within(tracking).getByTestId('car-ready').textContent).toMatch(/^Listo para recoger desde el 20 nov 2026/);
    await within(await screen.findByTestId('deposit-panel')).findByText(/^Anticipo de \$500\.00 pagado el 20 de noviembre de 2026/);
    await within(await screen.findByTestId('warranty-panel')).findByText(/Fabricante: 7 años en vertical, 3 años en horizontal/);
    await within(await screen.findByTestId('customer-messages')).findByText(/^En espera: sale el/);
    await waitFor(() => expect(englishShown(ENGLISH, ownParts())).toEqual([]));
  });
});
