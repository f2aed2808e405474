// Builds the dashboard's API: one HTTP client wired to the session store (a 401 purges it).
import { useLocale } from '../i18n/locale.ts';
import { useSession } from '../stores/session.ts';
import { createHttpClient } from './client.ts';
import { createEndpoints, type Api } from './endpoints.ts';

export function createApi(options: { fetch?: typeof fetch; baseUrl?: string } = {}): Api {
  return createEndpoints(createHttpClient({ ...options, onUnauthorized: () => useSession.getState().purge('session-ended'), language: () => useLocale.getState().locale }));
}

export type { Api } from './endpoints.ts';
export { ApiProvider, useApi } from './context.tsx';
export { apiErrorInfo, apiErrorText, resetLinkFailure } from './errors.ts';
export type { ApiUser, AppNotification, Country } from './types.ts';
