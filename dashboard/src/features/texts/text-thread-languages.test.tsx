// Issue 28 item 1 (decision 101): a customer's text thread (on their page) in German with no English sentence of the
// `texts` area left — the outbox note, who wrote, the time in the shop's zone, statuses, the character count in German
// digits, the toasts — and the API's English (Twilio's failure, a refusal) said in German; English unchanged.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerDetailDto, TextMessageDto, TextThreadDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { TEXTS_AREA } from '../../i18n/areas/texts/index.ts';
import { TEXTS_EN } from '../../i18n/areas/texts/en.ts';
import DE from '../../i18n/areas/texts/de.ts';
import { speak } from '../../i18n/locale.ts';
import { useSession } from '../../stores/session.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { THREAD_MESSAGES } from './text-thread.tsx';

afterEach(async () => {
  await speak('en');
  useSession.setState({ currentUser: null });
});

const ENGLISH = sentencesOf(TEXTS_EN);
const TWILIO_ERROR = 'Twilio error 30003: Unreachable destination handset';
const REFUSAL = 'This number cannot receive texts right now';

const dana: CustomerDetailDto = {
  _id: 'cus_dana',
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '555-010-2000',
  vehicles: [],
  quotes: 0,
  bookings: 1,
  jobs: 0,
  cancelled: 0,
  lastActivity: '2026-06-01T12:00:00.000Z',
  history: [],
};

const message = (over: Partial<TextMessageDto>): TextMessageDto => ({
  _id: 'm1',
  direction: 'outbound',
  phone: '+15550102000',
  body: 'Dein Auto ist fertig.',
  tag: 'reply',
  provider: 'outbox',
  status: 'stored',
  error: null,
  customerId: 'cus_dana',
  sentBy: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  ...over,
});

const thread = (over: Partial<TextThreadDto> = {}): TextThreadDto => ({
  phone: '+15550102000',
  rawPhone: '555-010-2000',
  optedOut: false,
  mode: 'offline',
  messages: [
    message({}),
    message({ _id: 'm2', direction: 'inbound', status: 'received', body: 'Danke!' }),
    message({ _id: 'm3', status: 'failed', error: TWILIO_ERROR, sentBy: 'Ana Ruiz', body: 'Abholung morgen?' }),
  ],
  ...over,
});

async function open(locale: 'de' | 'en', texts: TextThreadDto, send?: FakeReply) {
  if (locale === 'de') {
    await speak('de');
    await Promise.all([loadArea(TEXTS_AREA, 'de'), loadArea(CUSTOMERS, 'de'), loadArea(COMMON, 'de')]);
  }
  renderApp('/customers/cus_dana', {
    user: makeUser({ accountType: 'paid' }),
    replies: {
      'GET /user/customers/cus_dana': json({ data: dana }),
      'GET /user/customer-vehicles': json({ data: [] }),
      'GET /user/customers/cus_dana/texts': json({ data: texts }),
      ...(send ? { 'POST /user/customers/cus_dana/texts': send } : {}),
    },
  });
  return screen.findByRole('region', { name: locale === 'de' ? DE['texts.title'] : THREAD_MESSAGES.title });
}

describe('issue 28 item 1: the text thread in German', () => {
  it('the thread, who wrote, statuses, Twilio’s failure, the reply form and a stored text: no English left', async () => {
    const panel = await open('de', thread(), json({ data: { message: message({ _id: 'm4', body: 'Hallo' }) } }));
    expect(await within(panel).findByText(DE['texts.mode.offline'])).toBeTruthy();
    const list = within(panel).getByRole('list', { name: 'SMS mit +15550102000' });
    const [first, second, third] = within(list).getAllByTestId('text-message');
    // The shop is in New York: 12:00 UTC is 08:00 there, written in German.
    expect(first!.textContent).toContain('Dein Shop · 01.06.2026, 08:00 · Im Postausgang (nicht gesendet)');
    expect(second!.textContent).toContain('Kunde · 01.06.2026, 08:00');
    expect(third!.textContent).toContain('Ana Ruiz · 01.06.2026, 08:00 · Fehlgeschlagen');
    expect(within(third!).getByText(DE['texts.notDelivered'])).toBeTruthy();

    const form = within(panel).getByRole('form', { name: DE['texts.replyForm'] });
    const box = within(form).getByLabelText('SMS an +15550102000');
    expect(within(form).getByText('0 / 1.600 Zeichen')).toBeTruthy();
    await userEvent.type(box, 'Hallo');
    expect(within(form).getByText('5 / 1.600 Zeichen')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: DE['texts.send'] }));
    expect(await screen.findByText(DE['texts.stored'])).toBeTruthy();
    expect(within(list).getAllByTestId('text-message')).toHaveLength(4);
    expect(englishShown([...ENGLISH, TWILIO_ERROR, 'Try again'])).toEqual([]);
  });

  it('a refusal from the API reads as the German failure', async () => {
    const panel = await open('de', thread({ mode: 'twilio', messages: [] }), apiError(422, REFUSAL));
    expect(await within(panel).findByText(DE['texts.empty'])).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText('SMS an +15550102000'), 'Hallo');
    await userEvent.click(within(panel).getByRole('button', { name: DE['texts.send'] }));
    expect(await within(panel).findByText(DE['texts.sendFailed'])).toBeTruthy();
    expect(englishShown([...ENGLISH, REFUSAL])).toEqual([]);
  });

  it('a customer who replied STOP, in German', async () => {
    const stopped = await open('de', thread({ optedOut: true, mode: 'twilio' }));
    expect(await within(stopped).findByText(DE['texts.optedOutBadge'])).toBeTruthy();
    expect(within(stopped).getByText(DE['texts.optedOut'])).toBeTruthy();
    expect(within(stopped).queryByRole('form')).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('a number the shop’s country cannot read, in German', async () => {
    const panel = await open('de', thread({ phone: null, rawPhone: '12', mode: 'unavailable', messages: [] }));
    expect(await within(panel).findByText('„12“ ist keine Telefonnummer im Land deines Shops (Einstellungen → SMS), daher können keine SMS daran gehen.')).toBeTruthy();
    expect(within(panel).getByText(DE['texts.mode.unavailable'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('English is unchanged: the thread’s words and Twilio’s own reason', async () => {
    const panel = await open('en', thread());
    const list = await within(panel).findByRole('list', { name: 'Texts with +15550102000' });
    const [first, , third] = within(list).getAllByTestId('text-message');
    expect(first!.textContent).toMatch(/^Dein Auto ist fertig\.Your shop · .* · In the outbox \(not sent\)$/);
    expect(within(third!).getByText(TWILIO_ERROR)).toBeTruthy();
    expect(within(panel).getByText('Texts are kept in Wrapsmith’s outbox and are not delivered to phones: no text provider is connected yet.')).toBeTruthy();
    expect(within(panel).getByRole('form', { name: 'Reply by text' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Send text' })).toBeTruthy();
  });
});
