// The bookings area's answer schemas (booking-endpoints.ts: bookings, their photos, quotes, the material estimate),
// in a chunk of their own: see lazy-answer.ts. The customer's quote page reads answers/public-booking.ts instead.
import { bookingAnswers, bookingDto, bookingImageAnswers, materialRoutes, pageOf, quoteRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  materialEstimate: materialRoutes.materialEstimate.responses[200],
  // The route's cursor-or-page answer (cursorPageOf) as asked here, by page: its page and total are there (only an
  // answer to a cursor lacks them), which the pager needs; nextCursor is not read.
  list: pageOf(bookingDto),
  days: bookingAnswers.listBookingDays,
  get: bookingAnswers.getBooking,
  create: bookingAnswers.createBooking,
  update: bookingAnswers.updateBooking,
  setStatus: bookingAnswers.setBookingStatus,
  resendQuote: bookingAnswers.resendQuote,
  uploadImage: bookingImageAnswers.uploadBookingImage,
  deleteImage: bookingImageAnswers.deleteBookingImage,
  quote: quoteRoutes.getQuote.responses[200],
  saveQuote: quoteRoutes.replaceQuote.responses[200],
  draftQuoteLines: quoteRoutes.draftQuoteLines.responses[200],
};
