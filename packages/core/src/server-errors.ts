// The API's own generic error messages (api/src/lib/errors.ts), here so the reader's language can have them too
// (issue 28 item 1, decision 103).
export const SERVER_ERROR_MESSAGES = {
  logIn: 'Please log in to continue',
  forbidden: 'You do not have permission to do that',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  bodyTooLarge: 'Request body is too large',
  databaseBusy: 'Wrapsmith is busy for a moment. Please try again.',
  databaseUnavailable: 'Wrapsmith cannot reach its database right now. Nothing was changed; please try again in a few seconds.',
  storageFull: 'Wrapsmith’s storage is full, so this could not be saved and nothing was changed. Reading still works; please try again later.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
