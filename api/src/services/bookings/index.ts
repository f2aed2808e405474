export * from './bookings.ts';
export * from './quotes.ts';
export * from './images.ts';
export * from './quote-options.ts';
export * from './quote-pdf.ts';
