// The words of the booking form and the Book Now page, in one place for the UI and its tests. The spec's own
// strings (Booking submission failed., Quote Sent, …) live in BOOKING_MESSAGES of @wrapsmith/core.

export const BOOKING_FORM_LABELS = {
  customer: 'Customer',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  vehicle: 'Vehicle & wrap',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  brand: 'Wrap brand',
  wrapColor: 'Wrap colour',
  schedule: 'Schedule',
  bookingDate: 'Booking date',
  checkInTime: 'Check-in time',
  completionDate: 'Completion date',
  pricing: 'Pricing',
  price: 'Price',
  ppfCost: 'PPF',
  decalsCost: 'Decals',
  windowTintingCost: 'Window tinting',
  frontPercentage: 'Front tint %',
  rearPercentage: 'Rear tint %',
  additionalTotal: 'Additional total',
  customerTotal: 'Customer total',
  cost: 'Cost (price + PPF + decals + window tinting)',
  material: 'Material estimate',
  estimatedSQ: 'Estimated square feet',
  estimatedRolls: 'Rolls',
  estimatedMaterialCost: 'Material cost',
  netMaterialRevenue: 'Net material revenue',
  customerQuote: 'Customer quote',
  tags: 'Tags',
  vip: 'VIP',
  repeatCustomer: 'Repeat customer',
  dealership: 'Dealership',
  notes: 'Notes',
} as const;

/** The vehicle and brand pickers' own words (Select year, Failed to fetch makes, …) are the Studio's VISUALIZER_MESSAGES. */
export const BOOKING_FORM_MESSAGES = {
  none: 'None',
  chooseColour: 'Select wrap colour',
  pickBrandFirst: 'Pick a brand with colours first',
  brandHasNoColours: (brand: string) => `${brand} has no colours in the catalogue yet.`,
  checkInHint: '24-hour time such as 9:30 or 14:05.',
  checkInIgnored: 'This is not a time like 9:30 or 14:05, so it will be left empty.',
} as const;

export const BOOK_NOW_MESSAGES = {
  title: 'Book Appointment',
  intro: 'Book a wrap, or send the customer a quote they can accept from a link.',
  fromLead: (name: string) => `Filled in from the lead of ${name}.`,
  loadingLead: 'Loading the lead…',
  leadFailed: 'Could not load that lead. You can still fill in the booking by hand.',
  bookNow: 'Book Now',
  sendQuote: 'Send Quote',
  booking: 'Booking…',
  sending: 'Sending…',
  goToLeads: 'Go to Leads',
} as const;
