export {
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notify,
  type NewNotification,
  type NotificationReader,
  type ReaderNotification,
} from './notifications.ts';
