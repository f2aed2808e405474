// The locale a booking screen writes days in (issue 28): the active language with the shop's region, re-read when
// either changes (local-day.ts `dayLocale`; undefined in English: the shop's `en-<country>`).
import { useLocale } from '../../i18n/locale.ts';
import { useSession } from '../../stores/session.ts';
import { dayLocale } from './local-day.ts';

export function useDayLocale(): string | undefined {
  const language = useLocale((s) => s.locale);
  useSession((s) => s.currentUser?.shop); // a new shop country re-renders
  return dayLocale(language);
}
