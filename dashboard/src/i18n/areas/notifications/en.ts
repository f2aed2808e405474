// The notifications page (decision 101). A notification's own title and text come from the server, in English
// until the API's messages are translated (decision 099).
export const NOTIFICATIONS_EN = {
  'notifications.title': 'Notifications',
  'notifications.intro': 'New leads, bookings and account updates for your shop.',
  'notifications.loading': 'Loading notifications…',
  'notifications.failed': 'Could not load notifications.',
  'notifications.emptyTitle': 'No notifications yet',
  'notifications.emptyBody': 'When a customer sends a design or books an appointment, you will see it here.',
  'notifications.all': 'All notifications',
  'notifications.unread': 'Unread:',
  'notifications.one': 'notification',
  'notifications.many': 'notifications',
  'notifications.open': 'Open',
  'notifications.notFoundTitle': 'Notification not found',
  'notifications.notFoundBody': 'It may have been removed. Pick another one from the list.',
  'notifications.loadingOne': 'Loading the notification…',
  'notifications.selectTitle': 'Select a notification',
  'notifications.selectBody': 'Choose one from the list to read it.',
} as const;
