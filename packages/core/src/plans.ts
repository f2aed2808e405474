// Plan and credit constants (spec §9).
export const TRIAL_CREDITS = 5;
export const RENDER_COST = 1;

export const PLANS = [
  { key: 'basic', name: 'Basic', priceCents: 7900, monthlyCredits: 250, seats: 1, features: ['1 seat', 'Up to 2 customer design previews', 'Up to 250 extra images'] },
  { key: 'ultimate', name: 'Ultimate', priceCents: 14900, monthlyCredits: 1000, seats: 2, features: ['2 seats', '5 customer design previews', 'Up to 600 extra images', 'Up to 2K export', 'Tints'] },
  { key: 'pro', name: 'Pro', priceCents: 24900, monthlyCredits: 2500, seats: 5, features: ['5 seats', '10 customer design previews', 'Up to 2,000 extra images', '4K export', 'White-label', 'API access by request'] },
] as const;
export type PlanKey = (typeof PLANS)[number]['key'];

export const ADDONS = [
  { key: 'crm', name: 'Shop Management Tool', priceCents: 4999, description: 'CRM and appointment booking' },
] as const;
