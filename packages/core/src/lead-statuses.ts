// Where a lead stands in the shop's follow-up. No zod here.
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'booked', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
