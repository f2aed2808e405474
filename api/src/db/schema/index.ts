// Every table of the product. One file per resource; this file only re-exports.
export * from './shops.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './otps.ts';
export * from './password-reset-tokens.ts';
export * from './credit-ledger.ts';
export * from './email-outbox.ts';
export * from './notifications.ts';
export * from './contact-messages.ts';
export * from './support-tickets.ts';
export * from './vehicles.ts';
export * from './films.ts';
export * from './renders.ts';
export * from './widget.ts';
export * from './leads.ts';
export * from './widget-usage.ts';
export * from './bookings.ts';
