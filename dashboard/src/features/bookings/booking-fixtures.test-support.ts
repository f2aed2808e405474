// Bookings and leads in the shapes of docs/api.md, and canned answers of the catalogue, for page tests.
import type { BookingDto, LeadDto } from '@wrapsmith/api/types';
import { invoiceCode } from '@wrapsmith/core';

export function makeBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  const _id = overrides._id ?? 'bkg_7f3a9c';
  return {
    _id,
    status: 'pending',
    isQuoted: false,
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan@example.com',
    phone: '+1 555 0100',
    bookingDate: '2030-01-15',
    checkInTime: '9:30',
    completionDate: '2030-01-17',
    year: 2024,
    make: 'Tesla',
    model: 'Model 3',
    brand: '3M',
    wrapColor: 'Gloss Black (G12)',
    price: 3200,
    ppfCost: 400,
    decalsCost: null,
    windowTintingCost: 150,
    frontPercentage: 35,
    rearPercentage: 20,
    additionalTotal: null,
    customerTotal: 3750,
    notes: 'Remove the badges first.',
    vip: 'VIP Customer',
    repeatCustomer: 'No',
    dealership: 'Private Seller',
    estimatedSQ: 250,
    estimatedRolls: 1.5,
    estimatedMaterialCost: 900,
    netMaterialRevenue: 2300,
    customerQuote: 3750,
    leadId: null,
    render: null,
    images: [],
    quoteExpiresAt: null,
    invoiceCode: invoiceCode(_id),
    cost: 3750,
    pricesHidden: false,
    answeredAt: null,
    completedAt: null,
    createdAt: '2030-01-02T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeLead(overrides: Partial<LeadDto> = {}): LeadDto {
  return {
    _id: 'led_1',
    status: 'new',
    name: 'Jordan Lee Smith',
    email: 'jordan@example.com',
    phone: '+1 555 0100',
    preferredDate: '2030-01-20',
    message: 'Can you do the roof in gloss black too?',
    vehicle: { year: 2024, make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan', source: 'catalogue' },
    film: { id: '3m-2080-g12', brand: '3M', name: 'Gloss Black', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss' },
    render: { _id: 'rnd_1', imageUrl: '/api/v1/user/renders/rnd_1/image' },
    pageUrl: 'https://reyeswraps.com/quote',
    origin: 'https://reyeswraps.com',
    consentAt: '2030-01-05T15:30:00.000Z',
    createdAt: '2030-01-05T15:30:00.000Z',
    updatedAt: '2030-01-05T15:30:00.000Z',
    ...overrides,
  };
}
