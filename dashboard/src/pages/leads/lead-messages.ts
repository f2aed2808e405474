// The words of the Leads page, in one place for the page and its tests.
import type { LeadStatus } from '@wrapsmith/api/types';

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
  workflow: 'To turn this lead into a quote or a booking, set its status to Quoted or Booked once you have sent the quote or booked the job.',
  noImage: 'The render was deleted.',
} as const;
