export * from './server.ts';
export * from './browser.ts';
export * from './outbox.ts';
export * from './a11y.ts';
