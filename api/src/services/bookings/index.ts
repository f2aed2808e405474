export * from './bookings.ts';
export * from './quotes.ts';
