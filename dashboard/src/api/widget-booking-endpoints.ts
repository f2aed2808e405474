// Typed calls of "Book with a deposit" (issue 25 item 6, decision 088).
// Answers are read through their route schemas (answers/widget-booking.ts, loaded with the first call).
import type { WidgetBookingSettingsDto } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/widget-booking.ts');

export function widgetBookingEndpoints(http: KyInstance) {
  return {
    settings: () => lazyAnswer(http.get('user/widget/booking'), schemas, 'settings'),
    saveSettings: (mode: WidgetBookingSettingsDto['mode']) => lazyAnswer(http.put('user/widget/booking', { json: { mode } }), schemas, 'saveSettings'),
    drafted: (leadId: string) => lazyAnswer(http.get(`user/leads/${encodeURIComponent(leadId)}/drafted-quote`), schemas, 'drafted'),
    send: (leadId: string) => lazyAnswer(http.post(`user/leads/${encodeURIComponent(leadId)}/drafted-quote/send`), schemas, 'send'),
  };
}
