// The customer's words in the customer's language (issue 28 item 1, decision 100): the notification templates (the
// shop's own edited template as written, the default in the customer's language) and a quote's totals as the
// messages name them, in the quote's currency written the language's way.
import { DEFAULT_EVENT_TEMPLATES, type CustomerEvent, type EventTemplate } from '@wrapsmith/core';
import type { CustomerMessageKey, CustomerWords } from '../../i18n/customer/index.ts';
import { FIELDS_OPTION_LABEL, type QuoteModel } from '../bookings/quote-options.ts';

type TemplateField = 'subject' | 'emailBody' | 'textBody';

/**
 * The template to send: the shop's own words when it edited this one (sent as written, decision 090); when it is
 * still the default (equal to the English default, as saved settings keep it), the default in the customer's language.
 */
export function localTemplate(w: CustomerWords, event: CustomerEvent, field: TemplateField, stored: EventTemplate): string {
  const mine = stored[field];
  if (mine.trim() !== DEFAULT_EVENT_TEMPLATES[event][field].trim()) return mine;
  const key = `notify.${event}.${field}` as CustomerMessageKey;
  // quote_sent has no email body of its own (the quote email is sent by Send Quote): no key, the shop's '' stays.
  const localised = w.raw(key) as string | undefined;
  return typeof localised === 'string' ? localised : mine;
}

/**
 * The total a quote's messages name (quoteTotalText, in the customer's language): the accepted option's, else the
 * one option's, else "de 2.746,88 € a 3.452,06 € (3 opciones)"; null when the quote has no price.
 */
export function quoteTotalIn(w: CustomerWords, quote: QuoteModel): string | null {
  const money = (amount: number) => w.money(amount, quote.currency);
  const chosen = quote.options.find((o) => o.id === quote.accepted?.optionId);
  if (chosen) return money(chosen.totals.total);
  const totals = quote.options.map((o) => o.totals.total).sort((x, y) => x - y);
  const [low, high] = [totals[0], totals.at(-1)];
  if (low === undefined || high === undefined) return null;
  return low === high ? money(low) : w.t('value.totalRange', { low: money(low), high: money(high), count: totals.length });
}

/** The drafted lines' English descriptions (linesFromBookingFields in core) and their words in the catalogues. */
const DRAFTED: Readonly<Record<string, CustomerMessageKey>> = {
  'Additional work': 'draft.additionalWork',
  'Adjustment to the quoted price': 'draft.adjustment',
  'Discount to the quoted price': 'draft.discount',
  'Quoted price': 'draft.quotedPrice',
};

/**
 * A quote as the customer reads it (decision 100, seventh session): a quote of the booking's fields, which nobody
 * typed (`edited` false), gets its one option's label "Quote" and its drafted lines ("Additional work", "Discount to
 * the quoted price" …) in the customer's language. A quote the shop wrote or edited is its content, sent as written.
 */
export function quoteInWords(w: CustomerWords, quote: QuoteModel): QuoteModel {
  if (quote.edited || w.locale === 'en') return quote;
  return {
    ...quote,
    options: quote.options.map((o) =>
      o.label === FIELDS_OPTION_LABEL ? { ...o, label: w.t('draft.quote'), lines: o.lines.map((l) => (DRAFTED[l.description] ? { ...l, description: w.t(DRAFTED[l.description]!) } : l)) } : o,
    ),
  };
}
