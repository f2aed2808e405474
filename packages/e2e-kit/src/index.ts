export * from './server.ts';
export * from './browser.ts';
export * from './outbox.ts';
