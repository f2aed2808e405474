// The Leads page's English, kept for its tests; the screens read their words through the leads area
// (i18n/areas/leads, decision 101), in the reader's language.
import type { LeadStatus } from '@wrapsmith/core/contract';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
  lost: 'Lost',
};
export const LEAD_STATUSES = Object.keys(LEAD_STATUS_LABELS) as LeadStatus[];

export const LEAD_MESSAGES = {
  intro: 'Quote requests from your website widget and your share link, newest first.',
  loadFailed: 'Could not load your leads.',
  retry: 'Try again',
  statusSaved: (name: string, status: string) => `${name} is now ${status}.`,
  statusFailed: 'Could not change the status.',
  workflow:
    'Create a booking or send a quote from this lead: the form opens filled in with the lead’s details, and the lead becomes Booked or Quoted once it is saved. Use the status for everything else.',
  createBooking: 'Create booking',
  sendQuote: 'Send quote',
  noImage: 'The render was deleted.',
  // A lead sent while the shop had no credits (decision 061): the visitor saw no picture.
  noPicture: 'No picture',
  noPictureDetail: 'No picture: you had no credits left when they asked, so they saw none. Their design is below; buy credits to show visitors their wrap again.',
} as const;
