// What a shop's customer reads, in English: the source catalogue (issue 28 item 1, decision 100). Keys to ICU
// messages (decision 095). The `notify.*` messages are the default templates of the customer notifications
// (decision 090): their `{placeholders}` are the template placeholders, filled by renderTemplate, which leaves out a
// line whose value is missing. A shop's own edited template is sent as written, in any language.
export const EN = {
  // ── values a message needs when the booking lacks them ──
  'value.someone': 'there',
  'value.car': 'car',
  'value.openingTime': 'opening time',
  'value.totalRange': '{low} to {high} ({count, plural, one {# option} other {# options}})',

  // ── the customer notifications' default templates (decision 090) ──
  'notify.lead_received.subject': 'We got your quote request, {customerName}',
  'notify.lead_received.emailBody':
    'Hi {customerName},\n\nThanks for asking {shopName} about your {vehicle}. We have your request and the design you picked, and we will get back to you with a quote within one business day.\n\nQuestions in the meantime? Call us on {shopPhone} or just reply to this email.\n\n{shopName}',
  'notify.lead_received.textBody': '{shopName}: thanks {customerName}, we got your quote request for your {vehicle} and will get back to you within one business day.',
  'notify.quote_sent.subject': 'Your quote from {shopName}',
  'notify.quote_sent.textBody': '{shopName}: your quote for your {vehicle} is ready ({total}). See it and accept it here: {quoteUrl}',
  'notify.quote_accepted.subject': 'Thank you, {customerName}: here is what happens next',
  'notify.quote_accepted.emailBody':
    'Hi {customerName},\n\nThank you for accepting our quote for your {vehicle} ({total}).\n\nWhat happens next: we order your film and confirm your booking day with you. The day before, we send you a reminder. Drop the car off clean, with an empty boot and no roof box; the wrap takes a few days, and we tell you the moment it is ready.\n\nFollow your job at any time: {trackingUrl}\n\n{shopName}',
  'notify.quote_accepted.textBody': '{shopName}: thank you {customerName}! Your quote is accepted. We will confirm your booking day with you. Follow your job: {trackingUrl}',
  'notify.deposit_received.subject': 'Deposit received: your booking is confirmed',
  'notify.deposit_received.emailBody':
    'Hi {customerName},\n\nWe received your deposit of {deposit}. Your booking for your {vehicle} is confirmed for {bookingDay}.\n\nFollow your job at any time: {trackingUrl}\n\n{shopName}',
  'notify.deposit_received.textBody': '{shopName}: deposit of {deposit} received, your booking is confirmed for {bookingDay}. Follow your job: {trackingUrl}',
  'notify.booking_confirmed.subject': 'Your booking with {shopName}: {bookingDay}',
  'notify.booking_confirmed.emailBody':
    'Hi {customerName},\n\nYour {vehicle} is booked in with {shopName} on {bookingDay} at {checkInTime}. The calendar file is attached so you can add it to your calendar.\n\nFollow your job at any time: {trackingUrl}\n\nNeed to change the day? Call us on {shopPhone}.\n\n{shopName}',
  'notify.booking_confirmed.textBody': '{shopName}: your {vehicle} is booked in on {bookingDay} at {checkInTime}. Follow your job: {trackingUrl}',
  'notify.reminder.subject': 'Reminder: your {vehicle} is booked in tomorrow',
  'notify.reminder.emailBody':
    'Hi {customerName},\n\nA reminder that your {vehicle} is booked in with {shopName} tomorrow, {bookingDay}, at {checkInTime}.\n\nPlease bring it clean and with an empty boot. Can’t make it? Call us on {shopPhone}.\n\nFollow your job: {trackingUrl}\n\n{shopName}',
  'notify.reminder.textBody': '{shopName}: reminder, your {vehicle} is booked in tomorrow ({bookingDay}) at {checkInTime}. Can’t make it? Call {shopPhone}.',
  'notify.car_ready.subject': 'Your {vehicle} is ready',
  'notify.car_ready.emailBody': 'Hi {customerName},\n\nGood news: your {vehicle} is ready to pick up from {shopName}.\n\nDetails and opening hours: {trackingUrl}\n\n{shopName}',
  'notify.car_ready.textBody': '{shopName}: your {vehicle} is ready to pick up! Details: {trackingUrl}',
  'notify.completed.subject': 'Thank you from {shopName}',
  'notify.completed.emailBody':
    'Hi {customerName},\n\nThank you for choosing {shopName} for your {vehicle}. We hope you love it.\n\nWould you leave us a review? It takes a minute and helps a small shop a lot: {reviewUrl}\n\nWash it by hand for the first two weeks, and call us on {shopPhone} with any question.\n\n{shopName}',
  'notify.completed.textBody': '{shopName}: thank you for choosing us, {customerName}! Would you leave us a review? {reviewUrl}',

  // ── emails ──
  'email.footer': 'Sent by Wrapsmith',
  'email.greeting': 'Hi {name},',
  'email.hello': 'Hello,',
  'quoteEmail.subject': 'Your quote from {shopName}',
  'quoteEmail.intro': '{shopName} sent you a quote for your vehicle wrap.',
  'quoteEmail.vehicle': 'Vehicle',
  'quoteEmail.colour': 'Wrap colour',
  'quoteEmail.total': 'Total',
  'quoteEmail.bookingDate': 'Booking date',
  'quoteEmail.dayAndCheckIn': '{day}, check-in at {time}',
  'quoteEmail.detail': '{label}: {value}',
  'quoteEmail.options': 'Your options (choose one on the quote page):',
  'quoteEmail.yourQuote': 'Your quote',
  'quoteEmail.yourQuoteHeading': 'Your quote:',
  'quoteEmail.discount': 'Discount',
  'quoteEmail.tax': 'Tax {rate}: {amount}',
  'quoteEmail.includesTax': 'Includes tax {rate}: {amount}',
  'quoteEmail.design': 'Your design: {url}',
  'quoteEmail.answerHere': 'Accept or reject the quote here: {url}',
  'quoteEmail.validUntil': 'This quote is valid until {date}.',
  'quoteEmail.answerOnPage': 'You can accept or reject the quote on that page. This quote is valid until {date}.',
  'quoteEmail.follow': 'Follow your job here: {url}',
  'quoteEmail.followLink': 'Follow your job, from booking to ready for collection: {link}.',
  'quoteEmail.trackingPage': 'your tracking page',
  'quoteEmail.calendar': 'The booking day is attached as a calendar file (booking.ics).',
  'quoteEmail.buttonOptions': 'View the options and answer',
  'quoteEmail.buttonOne': 'View and answer the quote',
  'quoteEmail.imageAlt': 'Your wrap design',

  // ── the quote and invoice PDFs ──
  'pdf.quote': 'Quote',
  'pdf.date': 'Date',
  'pdf.validUntil': 'Valid until',
  'pdf.customer': 'Customer',
  'pdf.vehicle': 'Vehicle',
  'pdf.bookedFor': 'Booked for {day}',
  'pdf.bookedForAt': 'Booked for {day} at {time}',
  'pdf.option': 'Option {n}: {label}',
  'pdf.accepted': '{label} (accepted)',
  'pdf.film': 'Film: {film}',
  'pdf.zones': 'Zones: {zones}',
  'pdf.description': 'Description',
  'pdf.qty': 'Qty',
  'pdf.unitPrice': 'Unit price',
  'pdf.tax': 'Tax',
  'pdf.amount': 'Amount',
  'pdf.subtotal': 'Subtotal',
  'pdf.subtotalInclTax': 'Subtotal (tax included)',
  'pdf.discount': 'Discount',
  'pdf.taxOn': 'Tax {rate} on {amount}',
  'pdf.includesTaxOn': 'Includes tax {rate} on {amount}',
  'pdf.total': 'Total',
  'pdf.notes': 'Notes',
  'pdf.acceptedBy': 'Accepted by {name} on {date}.',
  'pdf.theCustomer': 'the customer',
  'pdf.chooseOption': 'Choose one option and accept it from the link {shopName} sent you.',
  'pdf.acceptOrReject': 'Accept or reject this quote from the link {shopName} sent you.',
} as const;

export type CustomerMessageKey = keyof typeof EN;
export type CustomerCatalogue = Record<CustomerMessageKey, string>;
