// The zod-free part of core (roles, messages, plan constants, render views, booking rules, list paging), for bundles that must stay small (the widget, the dashboard's pages).
export * from './roles.ts';
export * from './messages.ts';
export * from './plans.ts';
export * from './views.ts';
export * from './photo.ts';
export * from './file-names.ts';
export * from './money.ts';
export * from './time.ts';
export * from './booking-rules.ts';
export * from './booking-access.ts';
export * from './paging.ts';
export * from './library-rules.ts';
export * from './lead-vehicle-rules.ts';
export * from './api-access-rules.ts';
export * from './lead-labels.ts';
export * from './contract/paths.ts';
