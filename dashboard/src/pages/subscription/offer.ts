// What the plans page reads off a PlanDto: the price to charge and show, and the truncated description.
import { formatPrice } from '@wrapsmith/core';
import type { PlanDto } from '@wrapsmith/core/contract';

export const DESCRIPTION_LIMIT = 100;

export interface OfferPrice {
  /** Empty when the offer has a price without an id (the page then says BILLING_MESSAGES.invalidPrice). */
  id: string;
  label: string;
  unitAmount: number;
  currency: string;
  interval: string | null;
}

/** The default price, else the first one; null when the offer has no price at all ("Contact us for pricing"). */
export function offerPrice(offer: PlanDto): OfferPrice | null {
  const price = offer.prices.find((p) => p.id && p.id === offer.default_price) ?? offer.prices[0];
  if (!price) return null;
  const interval = price.recurring?.interval ?? null;
  return { id: price.id || offer.default_price || '', label: formatPrice(price.unit_amount, price.currency, interval), unitAmount: price.unit_amount, currency: price.currency, interval };
}

export function offerPriceIds(offer: PlanDto): string[] {
  return [offer.default_price, ...offer.prices.map((p) => p.id)].filter((id): id is string => Boolean(id));
}

/** Spec §9: descriptions are cut at 100 characters, with Read More / Show Less. */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): { short: string; truncated: boolean } {
  if (text.length <= limit) return { short: text, truncated: false };
  return { short: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}
