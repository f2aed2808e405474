// The booking form's words in English (issue 25 item 6's "Book this wrap" / "Book with a deposit"; issue 28): ICU
// messages like en.ts's, but in the lead form's chunk with the form that shows them, not in the first download. The
// other languages' catalogues (es.ts, fr.ts, de.ts, pt.ts) carry these keys beside en.ts's (i18n.test.ts checks).
export const BOOK_EN = {
  bookDeposit: 'Book with a deposit',
  bookQuote: 'Book this wrap',
  bookDepositIntro: 'Pick the day you would like to bring the car in. You pay a deposit now to {shop}, by card, on the next page; the rest when the job is done.',
  bookQuoteIntro: '{shop} prices this wrap from their price list and emails you the quote to accept. Nothing is paid now.',
  bookName: 'Name',
  bookEmail: 'Email',
  bookDay: 'Day to bring the car in',
  bookConsent: 'I agree that {shop} may contact me about this booking.',
  bookPayDeposit: 'Continue to the deposit',
  bookSend: 'Send my request',
  bookSending: 'Sending…',
  bookCancel: 'Cancel',
  bookThanksTitle: 'Request sent',
  bookNeedName: 'Enter your name.',
  bookNeedEmail: 'Enter an email address like name@example.com.',
  bookNeedDay: 'Choose a day.',
  bookNeedConsent: 'Please tick the box so the shop may contact you.',
  bookFailed: 'The request could not be sent. Please try again, or contact {shop}.',
} as const;
