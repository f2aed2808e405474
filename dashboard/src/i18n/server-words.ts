// The API answers in English (decision 099: its messages are not translated yet). A screen shows the server's words
// in English only, where they can be more precise than ours; in another language it shows its own translated words
// for the same outcome, so no English sentence appears in a Spanish screen (issue 28 item 1).
import { useLocale } from './locale.ts';

/** `server(message, ours)`: the server's message in English when it sent one, else (and in every other language) ours. */
export function useServerWords(): (message: string | null | undefined, ours: string) => string {
  const english = useLocale((s) => s.locale === 'en');
  return (message, ours) => (english && message ? message : ours);
}
