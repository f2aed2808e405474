// Issue 28 item 1, decision 103: the API answers its errors in the language the request prefers (Accept-Language,
// which the dashboard sets to the language it shows): core's fixed messages in es/fr/de/pt, the code unchanged,
// Content-Language said; English when the header asks for nothing we speak.
import { BOOKING_MESSAGES, SERVER_ERROR_MESSAGES } from '@wrapsmith/core';
import { SERVER_MESSAGES } from '@wrapsmith/core/i18n/server';
import type { ApiErrorBody } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { json, makeTestApp } from '../test/app.ts';
import { bookingShop } from '../routes/bookings/booking-fixtures.ts';

describe('issue 28 item 1: API errors in the reader’s language', () => {
  it('a 401 and a booking rule in German, Spanish and English, with the same code', async () => {
    const { app } = await makeTestApp();
    const german = await app.request('/api/v1/user/booking', json('POST', { bookingDate: '2026-06-02' }, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }));
    expect(german.status).toBe(401);
    expect(german.headers.get('content-language')).toBe('de');
    expect(((await german.json()) as ApiErrorBody).error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Bitte melde dich an, um fortzufahren' });
    const english = await app.request('/api/v1/user/booking', json('POST', { bookingDate: '2026-06-02' }, { 'accept-language': 'ja' }));
    expect(english.headers.get('content-language')).toBe('en');
    expect(((await english.json()) as ApiErrorBody).error.message).toBe(SERVER_ERROR_MESSAGES.logIn);

    const t = await bookingShop();
    const past = await t.app.request('/api/v1/user/booking', json('POST', { bookingDate: '2026-05-30' }, { ...t.auth, 'accept-language': 'es' }));
    expect(past.status).toBe(400);
    expect(((await past.json()) as ApiErrorBody).error.message).toBe(SERVER_MESSAGES.es['BOOKING_MESSAGES.dateInPast']);
    const plain = await t.app.request('/api/v1/user/booking', json('POST', { bookingDate: '2026-05-30' }, t.auth));
    expect(((await plain.json()) as ApiErrorBody).error.message).toBe(BOOKING_MESSAGES.dateInPast);
  });
});
