// Dates on a screen in another language (issue 28 items 1 and 2): the reader's language with the shop's country
// ("de-US": German month names, the shop's order of day and month); in English the shop's conventions as before
// (decision 098), so `formatDateTime(iso, useDateLocale())` is unchanged there.
import { useShopFormat } from '../../../stores/session.ts';
import { useLocale } from '../../locale.ts';
import { readerLocale } from '../../../lib/shop-conventions.ts';

export function useDateLocale(): string | undefined {
  const language = useLocale((s) => s.locale);
  const { locale } = useShopFormat();
  return readerLocale(language, locale);
}
