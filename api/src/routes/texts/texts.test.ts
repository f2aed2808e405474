// Text messages (issue 26 item 1, decision 089): the real Twilio SDK pointed at a local fake, Twilio's webhooks signed
// with the SDK's own signature, STOP / START / HELP, the threads, roles and tenant isolation, and the offline outbox.
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';
import type { TextMessageDto, TextSettingsDto, TextThreadDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopTextNumbers, textMessages } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTextService, normalisePhone } from '../../services/sms/index.ts';
import { assignShopNumber } from '../../services/sms/numbers.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn, makeTestApp, testDb } from '../../test/app.ts';
import { signedTwilioForm, startFakeTwilio, twilioEnv, TWILIO_POOL, type FakeTwilio } from '../../test/fake-twilio.ts';
import { storedBooking } from '../bookings/booking-fixtures.ts';

const PUBLIC = 'https://shop.example.test';
const STATUS_URL = `${PUBLIC}/api/v1/texts/twilio/status`;
const INBOUND_URL = `${PUBLIC}/api/v1/texts/twilio/inbound`;
const SHOP_NUMBER = '+14155550100';
const DANA = '+14155552671';

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

/** A shop with the Shop Management add-on, its own Twilio number, and Dana booked with her phone as she typed it. */
async function shop(env: Record<string, string> = twilioEnv(fake, PUBLIC), name = 'Wrap Lab') {
  const t = await makeTestApp({}, env);
  const owner = await createOwner(t.deps.db, { businessName: name, addon: true });
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const dana = await storedBooking(t.deps, owner.shop.id, 'accepted', { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', phone: '(415) 555-2671' });
  return { ...t, owner, auth, dana };
}

async function withNumber(t: Awaited<ReturnType<typeof shop>>, number = SHOP_NUMBER) {
  await t.deps.db.insert(shopTextNumbers).values({ shopId: t.owner.shop.id, phoneNumber: number, createdAt: t.deps.now() });
}

const thread = async (t: Awaited<ReturnType<typeof shop>>, id = t.dana.id, auth = t.auth) => {
  const res = await t.app.request(`/api/v1/user/customers/${id}/texts`, { headers: auth });
  return { res, body: res.status === 200 ? ((await res.json()) as { data: TextThreadDto }).data : undefined };
};
const reply = (t: Awaited<ReturnType<typeof shop>>, body: string, id = t.dana.id, auth = t.auth) => t.app.request(`/api/v1/user/customers/${id}/texts`, json('POST', { body }, auth));
const inbound = (t: Awaited<ReturnType<typeof shop>>, params: Record<string, string>) => t.app.request('/api/v1/texts/twilio/inbound', signedTwilioForm(INBOUND_URL, params));
let inboundCount = 0;
const fromDana = (body: string, extra: Record<string, string> = {}) => ({ MessageSid: `SMin${++inboundCount}`, AccountSid: 'AC00000000000000000000000000000001', From: DANA, To: SHOP_NUMBER, Body: body, NumMedia: '0', ...extra });

describe('normalisePhone (issue 26 item 1)', () => {
  it('reads a number typed without its country code as one of the shop’s country, and refuses what is no phone number', () => {
    expect(normalisePhone('(415) 555-2671', 'US')).toBe('+14155552671');
    expect(normalisePhone('030 1234567', 'DE')).toBe('+49301234567');
    expect(normalisePhone('+1 415 555 2671', 'GB')).toBe('+14155552671');
    expect(normalisePhone('12', 'US')).toBeNull();
    expect(normalisePhone('call me', 'US')).toBeNull();
  });
});

describe('Texts through the Twilio SDK at a local fake (issue 26 item 1)', () => {
  it('sends a reply from the thread from the shop’s own number, with the status callback on PUBLIC_URL, and shows it queued', async () => {
    const t = await shop();
    await withNumber(t);
    const before = fake.requests.length;
    const res = await reply(t, 'Your car is ready for pick-up.');
    expect(res.status).toBe(201);
    const sent = ((await res.json()) as { data: { message: TextMessageDto } }).data.message;
    expect(sent).toMatchObject({ direction: 'outbound', phone: DANA, status: 'queued', provider: 'twilio', sentBy: 'Olivia Owner', tag: 'thread' });
    const [request] = fake.requests.slice(before);
    expect(fake.requests.length).toBe(before + 1);
    expect(request!.path).toBe('/2010-04-01/Accounts/AC00000000000000000000000000000001/Messages.json');
    expect(request!.params).toMatchObject({ To: DANA, From: SHOP_NUMBER, Body: 'Your car is ready for pick-up.', StatusCallback: `${STATUS_URL}?text=${sent._id}` });
    const { body } = await thread(t);
    expect(body).toMatchObject({ phone: DANA, rawPhone: '(415) 555-2671', optedOut: false, mode: 'twilio' });
    expect(body!.messages.map((m) => [m.body, m.status])).toEqual([['Your car is ready for pick-up.', 'queued']]);
  });

  it('sends through the messaging service’s pool when the shop has no number of its own', async () => {
    const t = await shop();
    const result = await t.deps.texts.send({ shopId: t.owner.shop.id, to: '415-555-2671', body: 'Booked for Monday', tag: 'booking-confirmed' });
    expect(result).toMatchObject({ status: 'queued' });
    expect(fake.requests.at(-1)!.params).toMatchObject({ To: DANA, MessagingServiceSid: TWILIO_POOL });
    expect(fake.requests.at(-1)!.params.From).toBeUndefined();
    expect(await t.deps.texts.send({ shopId: t.owner.shop.id, to: 'not a number', body: 'x', tag: 'x' })).toEqual({ status: 'refused', id: null, reason: 'invalid_number' });
  });

  it('moves the delivery status on a validly signed status callback; an invalid signature is 403 and writes nothing', async () => {
    const t = await shop();
    await withNumber(t);
    const sent = ((await (await reply(t, 'On our way')).json()) as { data: { message: TextMessageDto } }).data.message;
    const sid = (await t.deps.db.select().from(textMessages).where(eq(textMessages.id, sent._id)))[0]!.providerMessageId!;
    const url = `${STATUS_URL}?text=${sent._id}`;
    const params = { MessageSid: sid, MessageStatus: 'delivered', To: DANA, From: SHOP_NUMBER, AccountSid: 'AC00000000000000000000000000000001' };

    const before = await dbSnapshot(t.deps);
    const forged = signedTwilioForm(url, params, 'not-the-auth-token');
    const refused = await t.app.request(`/api/v1/texts/twilio/status?text=${sent._id}`, forged);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Invalid Twilio signature');
    const unsigned = await t.app.request(`/api/v1/texts/twilio/status?text=${sent._id}`, { ...forged, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsigned.status).toBe(403);
    // Signed for another URL (the proxy's inside address instead of PUBLIC_URL): refused too.
    expect((await t.app.request(`/api/v1/texts/twilio/status?text=${sent._id}`, signedTwilioForm(`http://localhost/api/v1/texts/twilio/status?text=${sent._id}`, params))).status).toBe(403);
    expect(await dbSnapshot(t.deps)).toEqual(before);

    const ok = await t.app.request(`/api/v1/texts/twilio/status?text=${sent._id}`, signedTwilioForm(url, params));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { received: true, outcome: 'applied' } });
    // A late "sent" report does not move a delivered text back.
    const late = await t.app.request(`/api/v1/texts/twilio/status?text=${sent._id}`, signedTwilioForm(url, { ...params, MessageStatus: 'sent' }));
    expect(await late.json()).toEqual({ data: { received: true, outcome: 'ignored' } });
    expect((await thread(t)).body!.messages.map((m) => m.status)).toEqual(['delivered']);
  });

  it('records a failed delivery with Twilio’s error code', async () => {
    const t = await shop();
    await withNumber(t);
    const sent = ((await (await reply(t, 'Hello')).json()) as { data: { message: TextMessageDto } }).data.message;
    const sid = (await t.deps.db.select().from(textMessages).where(eq(textMessages.id, sent._id)))[0]!.providerMessageId!;
    const url = `${STATUS_URL}?text=${sent._id}`;
    await t.app.request(`/api/v1/texts/twilio/status?text=${sent._id}`, signedTwilioForm(url, { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' }));
    expect((await thread(t)).body!.messages[0]).toMatchObject({ status: 'undelivered', error: 'Twilio error 30003' });
  });

  it('lands an inbound reply on the customer’s thread; an unknown number gets a thread of its own; a number of no shop is not stored', async () => {
    const t = await shop();
    await withNumber(t);
    const res = await inbound(t, fromDana('Is it ready?'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/xml');
    expect(await res.text()).toContain('<Response></Response>');
    const { body } = await thread(t);
    expect(body!.messages).toMatchObject([{ direction: 'inbound', body: 'Is it ready?', status: 'received', phone: DANA, customerId: t.dana.id }]);
    // Twilio sends a webhook again when it got no answer: stored once.
    const again = fromDana('Is it ready?', { MessageSid: `SMin${inboundCount}` });
    await inbound(t, again);
    expect((await thread(t)).body!.messages).toHaveLength(1);
    // Twice at once: both answered, stored once.
    const twice = fromDana('Are you open Saturday?');
    expect((await Promise.all([inbound(t, twice), inbound(t, twice)])).map((r) => r.status)).toEqual([200, 200]);
    expect((await thread(t)).body!.messages.map((m) => m.body)).toEqual(['Is it ready?', 'Are you open Saturday?']);

    await inbound(t, { ...fromDana('Who is this?'), From: '+14155550199' });
    const log = ((await (await t.app.request('/api/v1/user/texts', { headers: t.auth })).json()) as { data: TextMessageDto[] }).data;
    expect(log[0]).toMatchObject({ direction: 'inbound', phone: '+14155550199', customerId: null, body: 'Who is this?' });

    const before = await dbSnapshot(t.deps);
    expect((await inbound(t, { ...fromDana('Hi'), To: '+14155550111' })).status).toBe(200);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('finds the shop of a reply to the shared pool by the shop that last texted that number', async () => {
    const t = await shop();
    await t.deps.texts.send({ shopId: t.owner.shop.id, to: DANA, body: 'Your quote is ready', tag: 'quote-sent' });
    await inbound(t, { ...fromDana('Thanks!'), To: '+14155550142', MessagingServiceSid: TWILIO_POOL });
    expect((await thread(t)).body!.messages.map((m) => [m.direction, m.body])).toEqual([
      ['outbound', 'Your quote is ready'],
      ['inbound', 'Thanks!'],
    ]);
  });

  it('STOP opts the number out of this shop: the next send is refused and reaches no one; START opts back in', async () => {
    const t = await shop();
    await withNumber(t);
    expect((await inbound(t, fromDana('Stop'))).status).toBe(200);
    expect((await thread(t)).body!.optedOut).toBe(true);
    const before = fake.requests.length;
    const refused = await reply(t, 'Are you there?');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'TEXT_OPTED_OUT' } });
    expect(await t.deps.texts.send({ shopId: t.owner.shop.id, to: '(415) 555-2671', body: 'Reminder', tag: 'reminder' })).toEqual({ status: 'refused', id: null, reason: 'opted_out' });
    expect(fake.requests.length).toBe(before);
    // Another shop is not affected by a STOP sent to this one.
    const otherOwner = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    expect((await t.deps.texts.send({ shopId: otherOwner.shop.id, to: DANA, body: 'Hi from Other', tag: 'x' })).status).toBe('queued');

    await inbound(t, fromDana('UNSUBSCRIBE'));
    await inbound(t, fromDana('start'));
    expect((await thread(t)).body!.optedOut).toBe(false);
    expect((await reply(t, 'Welcome back')).status).toBe(201);
  });

  it('HELP is answered with the shop’s name and contact', async () => {
    const t = await shop();
    await withNumber(t);
    await inbound(t, fromDana('help'));
    const request = fake.requests.at(-1)!;
    expect(request.params.To).toBe(DANA);
    expect(request.params.Body).toContain('Wrap Lab');
    expect(request.params.Body).toContain(t.owner.user.email);
    expect(request.params.Body).toContain('Reply STOP');
    expect((await thread(t)).body!.messages.map((m) => m.tag)).toEqual(['keyword:help', 'help']);
  });

  it('a number Twilio says unsubscribed (21610) is refused as opted out and kept so', async () => {
    const t = await shop();
    await withNumber(t);
    fake.failNext({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    const res = await reply(t, 'Hello?');
    expect(res.status).toBe(409);
    const { body } = await thread(t);
    expect(body!.optedOut).toBe(true);
    expect(body!.messages[0]).toMatchObject({ status: 'failed' });
  });

  it('answers 502 when Twilio fails and keeps the text as failed', async () => {
    const t = await shop();
    await withNumber(t);
    fake.failNext({ status: 500, code: 20500, message: 'Internal Server Error' });
    const res = await reply(t, 'Hello?');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'TEXT_FAILED' } });
    expect((await thread(t)).body!.messages[0]).toMatchObject({ status: 'failed' });
  });
});

describe('A shop’s own number (issue 26 item 1)', () => {
  it('the operator assigns one number per shop; texts to it reach that shop', async () => {
    const t = await shop();
    const slug = t.owner.shop.slug;
    expect(await assignShopNumber(t.deps.db, slug, '415 555 0100', t.deps.now())).toMatchObject({ ok: false });
    expect(await assignShopNumber(t.deps.db, slug, '+1 415 555 0100', t.deps.now())).toMatchObject({ ok: true, number: SHOP_NUMBER });
    const rival = await createOwner(t.deps.db, { businessName: 'Rival Wraps' });
    expect(await assignShopNumber(t.deps.db, rival.shop.slug, SHOP_NUMBER, t.deps.now())).toMatchObject({ ok: false, message: `${SHOP_NUMBER} belongs to another shop already.` });
    await inbound(t, fromDana('Hello shop'));
    expect((await thread(t)).body!.messages.map((m) => m.body)).toEqual(['Hello shop']);
    const settings = (await (await t.app.request('/api/v1/user/texts/settings', { headers: t.auth })).json()) as { data: TextSettingsDto };
    expect(settings.data).toEqual({ country: 'US', senderNumber: SHOP_NUMBER, mode: 'twilio' });
  });
});

describe('Threads: roles and tenant isolation (issue 26 item 1)', () => {
  it('a shop cannot read or write another shop’s thread, nor see its texts in its log', async () => {
    const t = await shop();
    await withNumber(t);
    await inbound(t, fromDana('Private question'));
    const rival = await createOwner(t.deps.db, { businessName: 'Rival Wraps', addon: true });
    const rivalAuth = bearer((await logIn(t.app, rival.user.email, rival.password)).token);
    expect((await thread(t, t.dana.id, rivalAuth)).res.status).toBe(404);
    const before = await dbSnapshot(t.deps);
    expect((await reply(t, 'Hijack', t.dana.id, rivalAuth)).status).toBe(404);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    const log = (await (await t.app.request('/api/v1/user/texts', { headers: rivalAuth })).json()) as { data: unknown[]; total: number };
    expect(log).toMatchObject({ data: [], total: 0 });
  });

  it('reading needs Customers at view; sending also needs Bookings at edit (who edits a customer’s details)', async () => {
    const t = await shop();
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await thread(t, t.dana.id, memberAuth)).res.status).toBe(403);
    const matrix = { ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, customers: 'view', bookings: 'view' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix, t.auth))).status).toBe(200);
    expect((await thread(t, t.dana.id, memberAuth)).res.status).toBe(200);
    const before = await dbSnapshot(t.deps);
    expect((await reply(t, 'From a member', t.dana.id, memberAuth)).status).toBe(403);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    const editing = { ...matrix, member: { ...matrix.member, bookings: 'edit' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', editing, t.auth))).status).toBe(200);
    expect((await reply(t, 'From a member', t.dana.id, memberAuth)).status).toBe(201);
  });
});

describe('Texts offline and the shop’s country (issue 26 item 1)', () => {
  it('stores texts in the outbox and logs them; the dev helper brings a reply; the thread shows both', async () => {
    const lines: string[] = [];
    const log = { ...createLogger('silent'), info: (m: string) => void lines.push(m) };
    const t = await makeTestApp({ log }, {});
    const owner = await createOwner(t.deps.db, { businessName: 'Offline Wraps', addon: true });
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
    const dana = await storedBooking(t.deps, owner.shop.id, 'accepted', { firstName: 'Dana', lastName: 'Reyes', phone: '415 555 2671' });
    const sent = await t.app.request(`/api/v1/user/customers/${dana.id}/texts`, json('POST', { body: 'See you at 9' }, auth));
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { data: { message: TextMessageDto } }).data.message).toMatchObject({ provider: 'outbox', status: 'stored' });
    expect(lines).toContain(`[text] thread to ${DANA}: "See you at 9" (stored in the outbox)`);
    const res = await t.app.request('/api/v1/dev/texts/inbound', json('POST', { shopId: owner.shop.id, from: DANA, body: 'Great, thanks' }));
    expect(await res.json()).toEqual({ data: { outcome: 'stored' } });
    const got = ((await (await t.app.request(`/api/v1/user/customers/${dana.id}/texts`, { headers: auth })).json()) as { data: TextThreadDto }).data;
    expect(got.mode).toBe('offline');
    expect(got.messages.map((m) => [m.direction, m.body])).toEqual([
      ['outbound', 'See you at 9'],
      ['inbound', 'Great, thanks'],
    ]);
    // Twilio's webhooks do not exist without Twilio.
    expect((await t.app.request('/api/v1/texts/twilio/inbound', signedTwilioForm(INBOUND_URL, fromDana('x')))).status).toBe(404);
  });

  it('production sends nothing without Twilio unless TEXTS=offline is set, which is a logged opt-in', async () => {
    const db = await testDb({ catalogue: false });
    const owner = await createOwner(db, { businessName: 'Prod Wraps' });
    const base = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/unused' };
    const off = loadEnv(base);
    expect(off.textMode).toBe('unavailable');
    const texts = createTextService({ env: off, db, log: createLogger('silent'), now: () => new Date() });
    expect(await texts.send({ shopId: owner.shop.id, to: DANA, body: 'x', tag: 'x' })).toEqual({ status: 'refused', id: null, reason: 'not_configured' });
    expect(await db.select().from(textMessages)).toEqual([]);
    const optedIn = loadEnv({ ...base, TEXTS: 'offline' });
    expect(optedIn.textMode).toBe('offline');
    expect(optedIn.optInWarnings.join('\n')).toContain('TEXTS=offline in production');
  });

  it('the owner sets the shop’s country, and numbers are read in it', async () => {
    const t = await shop({});
    const settings = async () => ((await (await t.app.request('/api/v1/user/texts/settings', { headers: t.auth })).json()) as { data: TextSettingsDto }).data;
    expect(await settings()).toEqual({ country: 'US', senderNumber: null, mode: 'offline' });
    expect((await t.app.request('/api/v1/user/texts/settings', json('PUT', { country: 'XX' }, t.auth))).status).toBe(400);
    const res = await t.app.request('/api/v1/user/texts/settings', json('PUT', { country: 'gb' }, t.auth));
    expect(res.status).toBe(200);
    expect((await settings()).country).toBe('GB');
    const uk = await storedBooking(t.deps, t.owner.shop.id, 'pending', { firstName: 'Alex', lastName: 'Hale', phone: '07911 123456' });
    expect((await thread(t, uk.id)).body!.phone).toBe('+447911123456');
    const member = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const managerAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await t.app.request('/api/v1/user/texts/settings', json('PUT', { country: 'US' }, managerAuth))).status).toBe(403);
  });
});
