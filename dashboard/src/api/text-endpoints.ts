// Typed calls of docs/api.md "Text messages" (issue 26 item 1, decision 089).
// Answers are read through their route schemas (answers/texts.ts, loaded with the first call).
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';
import { withPage, type PageRequest } from './page-params.ts';

const schemas = () => import('./answers/texts.ts');

export function textEndpoints(http: KyInstance) {
  const thread = (customerId: string) => `user/customers/${encodeURIComponent(customerId)}/texts`;
  return {
    /** A customer's thread, oldest first, and whether they opted out. */
    thread: (customerId: string) => lazyAnswer(http.get(thread(customerId)), schemas, 'thread'),
    send: (customerId: string, body: string) => lazyAnswer(http.post(thread(customerId), { json: { body } }), schemas, 'send'),
    /** Every text the shop sent and received, newest first (Settings → Texts). */
    list: (page: PageRequest = {}) => lazyAnswer(http.get('user/texts', { searchParams: withPage(new URLSearchParams(), page) }), schemas, 'list'),
    settings: () => lazyAnswer(http.get('user/texts/settings'), schemas, 'settings'),
    saveSettings: (country: string) => lazyAnswer(http.put('user/texts/settings', { json: { country } }), schemas, 'saveSettings'),
  };
}
