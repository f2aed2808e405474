// Page Not Found and the router's error page (issue 28 item 1, decision 101). English is in the entry (the route
// table shows these screens); the other languages load with the screen, through a chunk of its own.
export const ERROR_EN = {
  'error.notFound.title': 'Page Not Found',
  'error.notFound.text': 'The page you are looking for does not exist or has moved.',
  'error.home': 'Go to Home',
  'error.failed.title': 'Something went wrong',
  'error.failed.text': 'This page failed to load. Going home usually fixes it.',
} as const;
