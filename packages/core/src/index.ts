export * from './fields.ts';
export * from './auth.ts';
export * from './roles.ts';
export * from './messages.ts';
export * from './plans.ts';
export * from './studio.ts';
export * from './bookings.ts';
export * from './lists.ts';
