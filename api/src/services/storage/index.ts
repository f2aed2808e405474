export { diskStorage, renderKey, type Storage } from './storage.ts';
