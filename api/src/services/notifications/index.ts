export {
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notify,
  type NewNotification,
  type NotificationReader,
} from './notifications.ts';
