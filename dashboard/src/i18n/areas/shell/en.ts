// The words around every route (decision 101): its loading state, the screen for a page whose code did not arrive, and
// the notices' close button. In the entry, read with useAreaSoon (they show outside a route's loading state).
export const SHELL_EN = {
  'shell.loadingPage': 'Loading page…',
  'shell.loadFailedTitle': 'This page could not load',
  'shell.loadFailedText': 'Check your internet connection, then reload the page.',
  'shell.offlineTitle': 'No internet connection',
  'shell.offlineText': 'This page has not been opened yet on this visit, so it needs the connection. It opens by itself when you are back online.',
  'shell.reload': 'Reload',
  'shell.dismiss': 'Dismiss',
} as const;
