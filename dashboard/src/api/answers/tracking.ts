// The tracking page's and Settings → Calendar's answer schemas (tracking-endpoints.ts), in a chunk of their own: see
// lazy-answer.ts.
import { trackingAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  publicGet: trackingAnswers.getTracking,
  link: trackingAnswers.trackingLink,
  setReady: trackingAnswers.setCarReady,
  calendar: trackingAnswers.getCalendarSettings,
  updateCalendar: trackingAnswers.updateCalendarSettings,
  rotateFeed: trackingAnswers.rotateCalendarFeed,
};
