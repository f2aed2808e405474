import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@wrapsmith/core';
import { makeBooking, makeLead } from './booking-fixtures.test-support.ts';
import { bookingBody, checkBooking, EMPTY_BOOKING_FORM, filmName, formFromBooking, formFromLead, localDay, withChange } from './booking-values.ts';

const TODAY = '2030-01-10';
const filled = withChange(withChange(withChange({ ...EMPTY_BOOKING_FORM, year: '2024', make: 'Tesla', model: 'Model 3' }, 'brand', '3M'), 'wrapColor', 'Gloss Black (G12)'), 'notes', 'n');

describe('form dependencies (spec §4)', () => {
  it('resets make and model when the year changes', () => {
    expect(withChange(filled, 'year', '2023')).toMatchObject({ year: '2023', make: '', model: '' });
  });
  it('resets the model when the make changes', () => {
    expect(withChange(filled, 'make', 'Ford')).toMatchObject({ year: '2024', make: 'Ford', model: '' });
  });
  it('resets the wrap colour when the brand changes', () => {
    expect(withChange(filled, 'brand', 'KPMF')).toMatchObject({ brand: 'KPMF', wrapColor: '', model: 'Model 3' });
  });
  it('keeps everything when the same value is picked again or another field changes', () => {
    expect(withChange(filled, 'year', '2024')).toEqual(filled);
    expect(withChange(filled, 'model', 'Model Y')).toMatchObject({ make: 'Tesla', model: 'Model Y', wrapColor: 'Gloss Black (G12)' });
  });
});

describe('bookingBody', () => {
  it('converts numbers (empty → null), trims text, sends empty choices as null and normalises the check-in time', () => {
    const body = bookingBody({ ...EMPTY_BOOKING_FORM, firstName: ' Ana ', year: '2024', price: '1200.50', frontPercentage: '35', estimatedRolls: ' 1.5 ', checkInTime: ' 9:05 ', vip: 'Other' });
    expect(body).toMatchObject({ firstName: 'Ana', year: 2024, price: 1200.5, frontPercentage: 35, estimatedRolls: 1.5, ppfCost: null, customerQuote: null, checkInTime: '9:05', vip: 'Other', dealership: null, email: '', bookingDate: '' });
  });
  it.each(['25:00', '9:60', '930', 'noon', '9.30'])('sends the check-in time %s empty', (checkInTime) => {
    expect(bookingBody({ ...EMPTY_BOOKING_FORM, checkInTime }).checkInTime).toBe('');
  });
});

describe('checkBooking', () => {
  it('asks for a booking date to Book Now and an email to Send Quote, and nothing to Save', () => {
    expect(checkBooking(EMPTY_BOOKING_FORM, 'book', TODAY)).toEqual({ bookingDate: BOOKING_MESSAGES.dateNeeded });
    expect(checkBooking(EMPTY_BOOKING_FORM, 'quote', TODAY)).toEqual({ email: BOOKING_MESSAGES.emailNeededForQuote });
    expect(checkBooking(EMPTY_BOOKING_FORM, 'save')).toEqual({});
  });
  it('refuses past dates for a new booking only, and a completion before the booking date always', () => {
    const past = { ...EMPTY_BOOKING_FORM, bookingDate: '2030-01-09', completionDate: '2030-01-08' };
    expect(checkBooking(past, 'book', TODAY)).toEqual({ bookingDate: BOOKING_MESSAGES.dateInPast, completionDate: BOOKING_MESSAGES.dateInPast });
    expect(checkBooking(past, 'save')).toEqual({ completionDate: BOOKING_MESSAGES.completionBeforeBooking });
    expect(checkBooking({ ...past, bookingDate: TODAY, completionDate: TODAY }, 'book', TODAY)).toEqual({});
  });
  it('reports the contract’s field messages', () => {
    expect(checkBooking({ ...EMPTY_BOOKING_FORM, email: 'nope', frontPercentage: '120', price: '-1' }, 'save')).toEqual({
      email: 'Enter a valid email address',
      frontPercentage: 'Front tint percentage must be 0 to 100',
      price: 'Price cannot be negative',
    });
  });
});

describe('filling the form', () => {
  it('turns a booking into the form and back without changing it', () => {
    const booking = makeBooking();
    const values = formFromBooking(booking);
    expect(values).toMatchObject({ year: '2024', price: '3200', decalsCost: '', estimatedRolls: '1.5', dealership: 'Private Seller' });
    const body = bookingBody(values);
    for (const [field, value] of Object.entries(body)) expect([field, value]).toEqual([field, booking[field as keyof typeof booking] ?? (field === 'email' ? '' : null)]);
  });

  it('fills a new booking from a lead: name split at the first space, film name with its code, message as notes', () => {
    expect(formFromLead(makeLead(), TODAY)).toEqual({
      ...EMPTY_BOOKING_FORM,
      firstName: 'Jordan',
      lastName: 'Lee Smith',
      email: 'jordan@example.com',
      phone: '+1 555 0100',
      bookingDate: '2030-01-20',
      year: '2024',
      make: 'Tesla',
      model: 'Model 3',
      brand: '3M',
      wrapColor: 'Gloss Black (G12)',
      notes: 'Can you do the roof in gloss black too?',
    });
  });

  it('leaves out a preferred date that has passed, a missing vehicle and phone, and keeps a one-word name', () => {
    const values = formFromLead(makeLead({ name: 'Cher', preferredDate: '2030-01-09', vehicle: null, phone: null, message: null }), TODAY);
    expect(values).toMatchObject({ firstName: 'Cher', lastName: '', bookingDate: '', year: '', make: '', model: '', phone: '', notes: '' });
  });

  it('takes the car a visitor typed in for their photo as the booking’s vehicle, which the booking accepts', () => {
    const values = formFromLead(makeLead({ vehicle: { year: 1990, make: 'Mazda', model: 'MX-5 Miata NA', bodyStyle: null, source: 'visitor' } }), TODAY);
    expect(values).toMatchObject({ year: '1990', make: 'Mazda', model: 'MX-5 Miata NA' });
    expect(checkBooking(values, 'book', TODAY)).toEqual({});
  });

  it('names a film with its code once', () => {
    expect(filmName({ name: 'Gloss Black', code: 'G12' })).toBe('Gloss Black (G12)');
    expect(filmName({ name: 'Gloss Black (G12)', code: 'G12' })).toBe('Gloss Black (G12)');
    expect(filmName({ name: 'Shop Teal', code: '' })).toBe('Shop Teal');
  });

  it('reads today in the browser’s local time', () => {
    expect(localDay(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});
