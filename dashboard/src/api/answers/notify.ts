// The notification settings' answer schemas (notify-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { notifySettingsRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  get: notifySettingsRoutes.get.responses[200],
  save: notifySettingsRoutes.put.responses[200],
  bookingMessages: notifySettingsRoutes.bookingMessages.responses[200],
};
