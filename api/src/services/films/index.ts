export * from './films.ts';
