export { notify, type NewNotification } from './notifications.ts';
