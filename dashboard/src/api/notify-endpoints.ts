// Typed calls of Settings → Notifications (issue 26 items 2 and 5, decision 090).
// Answers are read through their route schemas (answers/notify.ts, loaded with the first call).
import type { NotificationSettings } from '@wrapsmith/core';
import type { Locale } from '@wrapsmith/core/i18n';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/notify.ts');

export function notifyEndpoints(http: KyInstance) {
  return {
    /** `locale`: the language of the answer's `preview` (else the shop's first language). */
    get: (locale?: Locale) => lazyAnswer(http.get('user/notification-settings', locale ? { searchParams: { locale } } : {}), schemas, 'get'),
    save: (settings: NotificationSettings) => lazyAnswer(http.put('user/notification-settings', { json: settings }), schemas, 'save'),
    /** What a booking's customer was sent (or is waiting to be sent). */
    bookingMessages: (id: string) => lazyAnswer(http.get(`user/booking/${encodeURIComponent(id)}/messages`), schemas, 'bookingMessages'),
  };
}
