// Typed calls of Settings → Notifications (issue 26 items 2 and 5, decision 090).
import type { NotificationSettings } from '@wrapsmith/core';
import type { NotificationSettingsDto, NotifyJobDto } from '@wrapsmith/core/contract';
import type { Locale } from '@wrapsmith/core/i18n';
import type { KyInstance } from 'ky';

export function notifyEndpoints(http: KyInstance) {
  return {
    /** `locale`: the language of the answer's `preview` (else the shop's first language). */
    get: (locale?: Locale) => http.get('user/notification-settings', locale ? { searchParams: { locale } } : {}).json<{ data: NotificationSettingsDto }>(),
    save: (settings: NotificationSettings) => http.put('user/notification-settings', { json: settings }).json<{ data: NotificationSettingsDto; message: string }>(),
    /** What a booking's customer was sent (or is waiting to be sent). */
    bookingMessages: (id: string) => http.get(`user/booking/${encodeURIComponent(id)}/messages`).json<{ data: NotifyJobDto[] }>(),
  };
}
