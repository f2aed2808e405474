// Typed calls of "Book with a deposit" (issue 25 item 6, decision 088).
import type { DraftedQuoteDto, WidgetBookingSettingsDto } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';

export function widgetBookingEndpoints(http: KyInstance) {
  return {
    settings: () => http.get('user/widget/booking').json<{ data: WidgetBookingSettingsDto }>(),
    saveSettings: (mode: WidgetBookingSettingsDto['mode']) => http.put('user/widget/booking', { json: { mode } }).json<{ data: WidgetBookingSettingsDto; message: string }>(),
    drafted: (leadId: string) => http.get(`user/leads/${encodeURIComponent(leadId)}/drafted-quote`).json<{ data: DraftedQuoteDto }>(),
    send: (leadId: string) => http.post(`user/leads/${encodeURIComponent(leadId)}/drafted-quote/send`).json<{ data: DraftedQuoteDto; message: string }>(),
  };
}
