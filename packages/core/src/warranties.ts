// Warranties issued when a job is completed (issue 27 item 2, decision 093): statuses, claim statuses, zone names,
// the workmanship term's default and the fixed messages. Zod-free: the request schemas are in contract/warranties.ts.

/**
 * What is stored: active (as issued), transferred (the vehicle changed hands; the warranty goes on for the new
 * owner), void (withdrawn by the shop). `expired` is never stored: a warranty reads as expired once the last of its
 * terms (manufacturer's or workmanship) has run out, whatever it was before, unless void.
 */
export const STORED_WARRANTY_STATUSES = ['active', 'transferred', 'void'] as const;
export type StoredWarrantyStatus = (typeof STORED_WARRANTY_STATUSES)[number];
export const WARRANTY_STATUSES = ['active', 'expired', 'transferred', 'void'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

export const WARRANTY_STATUS_LABELS: Record<WarrantyStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  transferred: 'Transferred',
  void: 'Void',
};

export const CLAIM_STATUSES = ['open', 'submitted', 'approved', 'denied', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  open: 'Open',
  submitted: 'Sent to the manufacturer',
  approved: 'Approved',
  denied: 'Denied',
  closed: 'Closed',
};

/** The zone every wrap covers, beside the extras a quote's option picks (roof, mirrors, …). */
export const BODY_ZONE = 'body';
export const WARRANTY_ZONE_LABELS: Record<string, string> = {
  body: 'Body (full wrap)',
  roof: 'Roof',
  mirrors: 'Mirrors',
  calipers: 'Brake calipers',
  chromeDelete: 'Chrome delete',
  windowTint: 'Window tint',
  ppf: 'Paint protection film',
};
export const zoneLabel = (zone: string): string => WARRANTY_ZONE_LABELS[zone] ?? zone;

/** The shop's own workmanship term until it saves another (decision 093): one year, the common shop promise. */
export const DEFAULT_WORKMANSHIP_YEARS = 1;
export const MAX_WARRANTY_YEARS = 25;
/** Photos one claim may carry in its packet. */
export const CLAIM_PHOTO_LIMIT = 12;

/** The day a term of `years` ends, for a YYYY-MM-DD install day (same day of the month, years later). */
export function termEnd(installDate: string, years: number): string {
  const [y, m, d] = installDate.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February plus a year that has none: the last day of February.
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0);
  return end.toISOString().slice(0, 10);
}

export const WARRANTY_MESSAGES = {
  notFound: 'Warranty not found',
  claimNotFound: 'Claim not found',
  photoNotFound: 'Photo not found',
  notCompleted: 'Warranties are issued once the job is completed: press Vehicle Completed first.',
  alreadyIssued: 'This job’s warranties were issued already. Void one to issue it again.',
  noItems: 'Add at least one film to warrant.',
  issued: (n: number) => (n === 1 ? 'Warranty issued' : `${n} warranties issued`),
  transferred: (name: string) => `Warranty transferred to ${name}`,
  voided: 'Warranty voided',
  isVoid: 'This warranty is void.',
  claimCreated: 'Claim recorded',
  claimUpdated: 'Claim updated',
  tooManyPhotos: `A claim can have at most ${CLAIM_PHOTO_LIMIT} photos.`,
  settingsSaved: 'Warranty settings saved',
  badLink: 'This warranty link is not valid.',
} as const;
