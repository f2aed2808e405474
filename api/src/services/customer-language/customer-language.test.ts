// What the customer reads, in the customer's language (issue 28 item 1, decision 100): every catalogue complete; a
// Spanish visitor's lead makes them a Spanish customer, whose acknowledgement, quote email, quote text message and
// quote PDF are Spanish with no English template words left; the shop's own edited template stays as written; staff
// set a customer's language, which a visitor's later request does not override.
import { catalogueProblems } from '@wrapsmith/core/i18n';
import { DEFAULT_EVENT_TEMPLATES, CUSTOMER_EVENTS, defaultNotificationSettings } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { CUSTOMER_CATALOGUES, EN } from '../../i18n/customer/index.ts';
import { FULL_FORM, createBooking, quoteTokenSentTo } from '../../routes/bookings/booking-fixtures.ts';
import { json } from '../../test/app.ts';
import { memoryTexts } from '../../test/memory-texts.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import { runDueNotifyJobs } from '../customer-notify/worker.ts';
import { rememberVisitorLocale } from './index.ts';

const EMAIL = 'lucia@example.com';
const PHONE = '+15550104000';

/** A shop whose widget had a visitor send a lead with the widget speaking `locale`. */
async function shopWithVisitor(locale: string) {
  const texts = memoryTexts();
  const t = await widgetApp({ credits: 20, deps: { texts } });
  const render = await body<{ data: { renderId: string } }>(await t.call('render', { body: renderBody() }));
  t.clock.advance(11_000);
  const res = await t.call('leads', {
    body: { renderId: render.data.renderId, name: 'Lucía Gómez', email: EMAIL, phone: PHONE, consent: true, pageUrl: `${SHOP_ORIGIN}/`, website: '', startedAt: t.deps.now().getTime() - 20_000, locale },
  });
  expect(res.status).toBe(201);
  return { ...t, texts };
}

const emailsTagged = async (t: Awaited<ReturnType<typeof shopWithVisitor>>, tag: string) => t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, tag));

describe('issue 28 item 1: the customer catalogues', () => {
  it('every language has every key with the same arguments, and no malformed message', () => {
    const { en, ...others } = CUSTOMER_CATALOGUES;
    expect(catalogueProblems(en, others)).toEqual([]);
  });
  it('the English notification defaults are core’s defaults (decision 090), so an unedited template is recognised', () => {
    for (const event of CUSTOMER_EVENTS) {
      for (const field of ['subject', 'emailBody', 'textBody'] as const) {
        const key = `notify.${event}.${field}`;
        if (key in EN) expect(EN[key as keyof typeof EN], key).toBe(DEFAULT_EVENT_TEMPLATES[event][field]);
        else expect(DEFAULT_EVENT_TEMPLATES[event][field], key).toBe('');
      }
    }
  });
});

describe('issue 28 item 1: a Spanish customer reads Spanish', () => {
  it('the acknowledgement, the quote email, the quote’s text message and the quote PDF, with no English template words', async () => {
    const t = await shopWithVisitor('es-MX');
    await runDueNotifyJobs(t.deps);
    const [ack] = await emailsTagged(t, 'notify-lead-received');
    expect(ack?.subject).toBe('Hemos recibido tu solicitud de presupuesto, Lucía');
    expect(ack?.text).toContain('Gracias por consultar a Wrap Lab');
    expect(ack?.html).toContain('lang="es"');
    expect(t.texts.sent.map((m) => m.body)).toEqual([expect.stringContaining('Hemos recibido tu solicitud de presupuesto')]);

    // The shop quotes the same person (same email): the quote email and its text message are Spanish.
    const { booking } = await createBooking(t, { ...FULL_FORM, firstName: 'Lucía', email: EMAIL, phone: PHONE, isQuoted: true, customerQuote: 3250 });
    if (!booking) throw new Error('Send Quote failed');
    const [quote] = await emailsTagged(t, 'booking-quote');
    expect(quote?.subject).toBe('Tu presupuesto de Wrap Lab');
    for (const words of ['Hola, Lucía:', 'Wrap Lab te ha enviado un presupuesto', 'Vehículo: 2024 Toyota Camry', 'Acepta o rechaza el presupuesto aquí', 'Este presupuesto es válido hasta el', 'miércoles, 3 de junio de 2026']) {
      expect(quote?.text).toContain(words);
    }
    expect(quote?.html).toContain('Enviado con Wrapsmith');
    for (const english of ['Hi ', 'sent you a quote', 'Accept or reject', 'valid until', 'Vehicle:', 'Booking date', 'Sent by Wrapsmith', 'Follow your job']) {
      expect(quote?.text + (quote?.html ?? '')).not.toContain(english);
    }
    const quoteText = t.texts.sent.find((m) => m.tag === 'notify-quote-sent');
    expect(quoteText?.body).toMatch(/^Wrap Lab: el presupuesto para tu 2024 Toyota Camry está listo \(3250,00\sUS\$\)\. Míralo y acéptalo aquí: /);
    expect(quoteText?.body).not.toMatch(/your quote|is ready|accept it here/i);

    // The quote PDF through the customer's link.
    const token = await quoteTokenSentTo(t.deps, EMAIL);
    const res = await t.app.request(`/api/v1/public/quote-pdf/${token}`);
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const words of ['Presupuesto', 'Fecha', 'Válido hasta', 'Cliente', 'Vehículo', 'Descripción', 'Precio unitario', 'Importe total', 'Acepta o rechaza este presupuesto', '3250,00']) {
      expect(text).toContain(words);
    }
    // The document's own words; the lines and the option's name are the quote's content (drafted or typed by the shop) and stay as they are.
    for (const english of ['Valid until', 'Customer', 'Description', 'Unit price', 'Subtotal', 'Amount', 'Booked for', 'Accept or reject']) expect(text).not.toContain(english);
  });

  it('the shop’s own edited template is sent as written; an unedited one comes in Spanish', async () => {
    const t = await shopWithVisitor('es');
    const settings = defaultNotificationSettings();
    settings.events.lead_received.subject = 'Thanks {customerName}, from {shopName}';
    expect((await t.app.request('/api/v1/user/notification-settings', json('PUT', settings, t.auth))).status).toBe(200);
    await runDueNotifyJobs(t.deps);
    const [ack] = await emailsTagged(t, 'notify-lead-received');
    expect(ack?.subject).toBe('Thanks Lucía, from Wrap Lab');
    expect(ack?.text).toContain('Gracias por consultar a Wrap Lab');
  });
});

describe('issue 28 item 1: a quote of the booking’s fields in the customer’s words (seventh session)', () => {
  it('the one option’s label and the drafted lines are Spanish in the email and the PDF; the shop’s own lines stay as written', async () => {
    const t = await shopWithVisitor('es');
    // A customer quote above the price fields' sum, with additional work: drafted lines "Additional work" and "Adjustment to the quoted price".
    const { booking } = await createBooking(t, { ...FULL_FORM, firstName: 'Lucía', email: EMAIL, phone: PHONE, isQuoted: true, customerQuote: 3250, additionalTotal: 100 });
    if (!booking) throw new Error('Send Quote failed');
    const [quote] = await emailsTagged(t, 'booking-quote');
    expect(quote?.text).toContain('Trabajos adicionales');
    const token = await quoteTokenSentTo(t.deps, EMAIL);
    const text = await pdfText(new Uint8Array(await (await t.app.request(`/api/v1/public/quote-pdf/${token}`)).arrayBuffer()));
    expect(text).toContain('Trabajos adicionales');
    for (const english of ['Additional work', 'Adjustment to the quoted price', 'Discount to the quoted price', 'Quoted price']) {
      expect(quote?.text + (quote?.html ?? '')).not.toContain(english);
      expect(text).not.toContain(english);
    }
    const page = await body<{ data: { quote: { options: { label: string; lines: { description: string }[] }[] } } }>(await t.app.request(`/api/v1/public/get-booking/${token}`));
    expect(page.data.quote.options.map((o) => o.label)).toEqual(['Presupuesto']);
    expect(page.data.quote.options[0]?.lines.map((l) => l.description)).toContain('Trabajos adicionales');
  });
});

describe('issue 28 item 1: where the language comes from', () => {
  it('an unsupported locale is ignored (the shop’s first language), staff set it, and a later visitor request does not override staff', async () => {
    const t = await shopWithVisitor('it-IT');
    const { booking } = await createBooking(t, { ...FULL_FORM, email: EMAIL, phone: PHONE, isQuoted: false });
    if (!booking) throw new Error('Book Now failed');
    const path = `/api/v1/user/customers/${booking._id}/language`;
    const read = async () => ((await (await t.app.request(path, { headers: t.auth })).json()) as { data: unknown }).data;
    expect(await read()).toEqual({ locale: 'en', source: 'shop', shopDefault: 'en' });
    // The shop's widget speaks German first: its default for customers.
    expect((await t.app.request('/api/v1/user/widget/settings', json('PUT', { languages: ['de', 'en'] }, t.auth))).status).toBe(200);
    expect(await read()).toEqual({ locale: 'de', source: 'shop', shopDefault: 'de' });
    const bad = await t.app.request(path, json('PUT', { locale: 'it' }, t.auth));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/locale must be one of en, es, fr, de, pt/);
    const set = await t.app.request(path, json('PUT', { locale: 'fr' }, t.auth));
    expect(set.status).toBe(200);
    expect(((await set.json()) as { data: unknown }).data).toEqual({ locale: 'fr', source: 'staff', shopDefault: 'de' });
    // The visitor comes back through the widget in Spanish: the shop's choice stands.
    await rememberVisitorLocale(t.deps.db, t.owner.shop.id, { email: EMAIL, phone: null }, 'es', t.deps.now());
    expect(await read()).toEqual({ locale: 'fr', source: 'staff', shopDefault: 'de' });
    expect((await t.app.request('/api/v1/user/customers/nope/language', { headers: t.auth })).status).toBe(404);
  });
});
