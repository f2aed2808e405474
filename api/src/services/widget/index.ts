export * from './keys.ts';
export * from './settings.ts';
export * from './widget-limits.ts';
export * from './usage.ts';
