// Typed calls of docs/api.md "Text messages" (issue 26 item 1, decision 089).
import type { TextMessageDto, TextSettingsDto, TextThreadDto } from '@wrapsmith/core/contract';
import type { Paged } from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { withPage, type PageRequest } from './page-params.ts';

export function textEndpoints(http: KyInstance) {
  const thread = (customerId: string) => `user/customers/${encodeURIComponent(customerId)}/texts`;
  return {
    /** A customer's thread, oldest first, and whether they opted out. */
    thread: (customerId: string) => http.get(thread(customerId)).json<{ data: TextThreadDto }>(),
    send: (customerId: string, body: string) => http.post(thread(customerId), { json: { body } }).json<{ data: { message: TextMessageDto } }>(),
    /** Every text the shop sent and received, newest first (Settings → Texts). */
    list: (page: PageRequest = {}) => http.get('user/texts', { searchParams: withPage(new URLSearchParams(), page) }).json<Paged<TextMessageDto>>(),
    settings: () => http.get('user/texts/settings').json<{ data: TextSettingsDto }>(),
    saveSettings: (country: string) => http.put('user/texts/settings', { json: { country } }).json<{ data: TextSettingsDto; message?: string }>(),
  };
}
