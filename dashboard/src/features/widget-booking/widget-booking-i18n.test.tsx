// issue 28 item 1 (decision 101): Settings → Widget's "Book with a deposit" panel and a lead's drafted quote speak
// German and Spanish — no English sentence of the widget-booking area left, the server's English success words
// replaced by the area's own; money and the requested day in the shop's locale.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftedQuoteDto } from '@wrapsmith/core/contract';
import { ApiProvider, createApi } from '../../api/index.ts';
import { Toaster } from '../../components/toasts.tsx';
import { loadArea } from '../../i18n/area.ts';
import { WIDGET_BOOKING } from '../../i18n/areas/widget-booking/index.ts';
import { WIDGET_BOOKING_EN } from '../../i18n/areas/widget-booking/en.ts';
import DE from '../../i18n/areas/widget-booking/de.ts';
import ES from '../../i18n/areas/widget-booking/es.ts';
import { speak } from '../../i18n/locale.ts';
import { useSession } from '../../stores/session.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { fakeFetch, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { TEST_API_BASE } from '../../test/render-app.tsx';
import { DraftedQuotePanel, WidgetBookingPanel } from './widget-booking.tsx';

const ENGLISH = sentencesOf(WIDGET_BOOKING_EN);

function renderWith(ui: React.ReactNode, replies: Record<string, FakeReply>) {
  const fake = fakeFetch(replies);
  return render(
    <ApiProvider api={createApi({ fetch: fake.fetch, baseUrl: TEST_API_BASE })}>
      {ui}
      <Toaster />
    </ApiProvider>,
  );
}

async function inLanguage(lang: 'de' | 'es', shopLocale: string) {
  const user = makeUser();
  useSession.setState({ currentUser: { ...user, shop: { ...user.shop!, locale: shopLocale, timeZone: 'Europe/Berlin' } } });
  await speak(lang);
  await loadArea(WIDGET_BOOKING as Parameters<typeof loadArea>[0], lang);
}

const drafted = (overrides: Partial<DraftedQuoteDto> = {}): DraftedQuoteDto => ({
  status: 'drafted',
  film: '3M Satin Black (S12)',
  zones: [],
  totalMinor: 325050,
  currency: 'EUR',
  requestedDay: '2026-12-10',
  bookingId: null,
  ...overrides,
});

afterEach(async () => {
  await speak('en');
  useSession.setState({ currentUser: null });
});

describe('issue 28 item 1: the widget’s booking panel in German and Spanish', () => {
  it('German: the setting, its hint and a save, with no English left', async () => {
    await inLanguage('de', 'de-DE');
    renderWith(<WidgetBookingPanel canEdit />, {
      'GET /user/widget/booking': json({ data: { mode: 'quote_first', depositAvailable: false } }),
      'PUT /user/widget/booking': json({ data: { mode: 'quote_first', depositAvailable: true }, message: 'Booking settings saved' }),
    });
    expect(screen.getByRole('heading', { level: 2, name: DE['widget-booking.title'] })).toBeTruthy();
    expect(screen.getByText(DE['widget-booking.loading'])).toBeTruthy();
    const select = await screen.findByLabelText(DE['widget-booking.mode']);
    expect(screen.getByText(DE['widget-booking.depositNeeds'])).toBeTruthy();
    expect(screen.getByRole('option', { name: DE['widget-booking.depositNow'] })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);

    await userEvent.selectOptions(select, 'quote_first');
    expect(await screen.findByText(DE['widget-booking.saved'])).toBeTruthy();
    expect(screen.queryByText('Booking settings saved')).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('German: a failed load says so in German', async () => {
    await inLanguage('de', 'de-DE');
    renderWith(<WidgetBookingPanel canEdit />, { 'GET /user/widget/booking': json({ error: { message: 'Boom', code: 'ERROR' } }, 500) });
    expect(await screen.findByText(DE['widget-booking.loadFailed'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('German: a lead’s drafted quote — day and money in the shop’s locale — and sending it', async () => {
    await inLanguage('de', 'de-DE');
    renderWith(<DraftedQuotePanel leadId="lead_1" canSend />, {
      'GET /user/leads/lead_1/drafted-quote': json({ data: drafted() }),
      'POST /user/leads/lead_1/drafted-quote/send': json({ data: drafted({ status: 'sent', bookingId: 'bkg_1' }), message: 'Quote sent: the customer has its link by email.' }),
    });
    const region = await screen.findByRole('region', { name: DE['widget-booking.draftedTitle'] });
    expect(region.textContent).toMatch(/3\.250,50\s€/);
    expect(screen.getByText('Gewünschter Tag: 10.12.2026')).toBeTruthy();
    expect(screen.getByText(DE['widget-booking.status.drafted'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: DE['widget-booking.send'] }));
    expect(await screen.findByText(DE['widget-booking.quoteSent'])).toBeTruthy();
    expect(screen.getByText(DE['widget-booking.status.sent'])).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['widget-booking.openWorkOrder'] })).toBeTruthy();
    expect(screen.queryByText(/Quote sent/)).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('French, words not fetched yet: the panel waits for them on its own and never shows English', async () => {
    const user = makeUser();
    useSession.setState({ currentUser: { ...user, shop: { ...user.shop!, locale: 'fr-FR' } } });
    await speak('fr');
    renderWith(
      <>
        <p>Autour</p>
        <WidgetBookingPanel canEdit />
      </>,
      { 'GET /user/widget/booking': json({ data: { mode: 'quote_first', depositAvailable: true } }) },
    );
    expect(screen.getByText('Autour')).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Réserver avec acompte' })).toBeTruthy();
    expect(await screen.findByLabelText('Quand un visiteur réserve')).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('Spanish: the setting and a drafted quote with no price', async () => {
    await inLanguage('es', 'es-ES');
    renderWith(
      <>
        <WidgetBookingPanel canEdit={false} />
        <DraftedQuotePanel leadId="lead_2" canSend />
      </>,
      {
        'GET /user/widget/booking': json({ data: { mode: 'deposit_now', depositAvailable: true } }),
        'GET /user/leads/lead_2/drafted-quote': json({ data: drafted({ totalMinor: null, requestedDay: null }) }),
      },
    );
    expect(await screen.findByLabelText(ES['widget-booking.mode'])).toBeTruthy();
    expect(await screen.findByText(ES['widget-booking.noPrice'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: ES['widget-booking.send'] })).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });
});
