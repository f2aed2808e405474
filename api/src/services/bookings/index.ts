export * from './bookings.ts';
export * from './quotes.ts';
export * from './images.ts';
