// The widget's words in English (issue 28 item 2): ICU messages (decision 095), bundled with the widget. The other
// languages (es.ts, fr.ts, de.ts, pt.ts) have exactly these keys and arguments (i18n.test.ts) and each loads as its
// own small chunk, only for a visitor who reads it.

import type { BOOK_EN } from './book-en.ts';

export const EN = {
  loading: 'Loading the visualizer…',
  // The header once loading failed: the body says why.
  unavailable: 'Wrap visualizer unavailable',
  dialogTitle: 'Design your wrap with {shop}',
  openFloating: 'Design your wrap',
  close: 'Close',
  poweredBy: 'Powered by Wrapsmith',
  contactHeading: 'Contact {shop}',
  call: 'Call {phone}',
  email: 'Email {email}',
  website: 'Visit website',
  // Errors. NO_CREDITS is the brief's wording; the others follow its tone.
  noCredits: 'This visualizer is taking a short break — contact {shop} directly',
  // Out of credits, the visitor can still ask for a quote on what they picked (decision 061).
  noCreditsLead: "This visualizer is taking a short break, so we can't show you a picture right now. {shop} can still give you a price for the wrap you picked.",
  leaveDetails: 'Leave your details',
  noPictureQuoteTitle: 'Get a quote for the wrap you picked',
  noPictureQuoteIntro: '{shop} will get back to you with a price, a date and a picture of your wrap.',
  rateLimited: "You've made a lot of previews in a short time. Please wait a minute and try again, or contact {shop} directly.",
  // The visitor's daily limit, with when it resets in their own time ("tomorrow at 9:15 AM").
  // Its function takes (when, shop), the order the message names them.
  dailyLimit: "You've reached today's limit of previews. You can make more {when}, or contact {shop} to talk about your wrap.",
  tomorrow: 'tomorrow',
  todayAt: 'today at {time}',
  tomorrowAt: 'tomorrow at {time}',
  // The shop's name when the config never loaded.
  theShop: 'the shop',
  originNotAllowed: "The wrap visualizer isn't enabled for this website yet.",
  network: "We can't reach the visualizer right now. Check your connection and try again.",
  unknownKey: "This wrap visualizer couldn't be found. It may have been switched off.",
  unexpected: 'Something went wrong. Please try again, or contact {shop} directly.',
  retry: 'Try again',
  // "Your car's photo": its tool loads on demand.
  photoLoading: 'Loading the photo tool…',
  photoFailed: "The photo tool didn't load. Check your connection and try again.",
  // The visualizer, the quote form and the popup load on demand too.
  partFailed: "This part didn't load. Check your connection and try again.",
  // Quote.
  quoteCallout: 'Like it? {shop} can wrap it for you.',
  // The instant price range after a render (issue 25 item 6), from the shop's price book when it shows one.
  priceRange: 'From {low} to {high}',
  priceNote: 'An estimate for this vehicle and colour; {shop} confirms your price.',
  getQuote: 'Get a quote',
  quoteTitle: 'Get a quote for this wrap',
  quoteIntro: '{shop} will get back to you with a price and a date.',
  name: 'Name',
  emailLabel: 'Email',
  phone: 'Phone (optional)',
  preferredDate: 'Preferred date (optional)',
  message: 'Message (optional)',
  messagePlaceholder: 'Anything we should know? Partial wrap, deadline, budget…',
  consent: 'I agree that {shop} may contact me about this quote.',
  honeypot: 'Leave this field empty',
  send: 'Send my request',
  sending: 'Sending…',
  cancel: 'Back to the preview',
  thanksTitle: 'Thank you!',
  thanksBody: "{shop} has your request and the preview. They'll be in touch soon.",
  anotherDesign: 'Design another wrap',
  // Field errors.
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name is too long',
  noAngleBrackets: '{label} cannot contain < or >',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Phone number may contain digits, spaces and + ( ) - . only',
  phoneTooLong: 'Phone number is too long',
  dateInvalid: 'Pick a date from today on',
  messageTooLong: 'Message is too long (1,000 characters at most)',
  consentRequired: 'Please tick the box so the shop may contact you',
} as const;

/**
 * Another language's catalogue: every English key, each with an ICU message using the same arguments — the widget's
 * (above) and the booking form's (book-en.ts, which stays in its own chunk in English).
 */
export type WidgetCatalogue = Record<keyof typeof EN | keyof typeof BOOK_EN, string>;
