// The "Book with a deposit" area's answer schemas (widget-booking-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { widgetBookingRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  settings: widgetBookingRoutes.getWidgetBookingSettings.responses[200],
  saveSettings: widgetBookingRoutes.putWidgetBookingSettings.responses[200],
  drafted: widgetBookingRoutes.getDraftedQuote.responses[200],
  send: widgetBookingRoutes.sendDraftedQuote.responses[200],
};
