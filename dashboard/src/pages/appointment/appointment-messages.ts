// Our strings for the booking lists (Appointments, Dashboard, Customers, Quotes sent); the spec's own ones
// ("No records found", statuses) come from @wrapsmith/core.
export const APPOINTMENT_MESSAGES = {
  intro: 'Today’s work and what is coming up.',
  loading: (what: string) => `Loading ${what}…`,
  loadFailed: (what: string) => `Could not load ${what}.`,
  retry: 'Try again',
  retryLabel: (what: string) => `Try again to load ${what}`,
  calendarLabel: 'Booking date',
  inProgress: 'In Progress',
  inProgressCaption: 'Appointments in progress',
  booked: 'Booked',
  bookedOn: (day: string) => `Pending and accepted bookings on ${day}`,
  bookedToday: (day: string) => `Pending and accepted bookings today, ${day}`,
  tomorrow: 'Tomorrow',
  tomorrowOn: (day: string) => `Everything booked for ${day}`,
  canceled: 'Canceled',
  canceledIntro: 'Cancelled appointments and rejected quotes',
  openWorkOrder: (invoice: string, customer: string) => `Open work order ${invoice} for ${customer}`,
} as const;
