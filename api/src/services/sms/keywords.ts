// The keywords carriers and Twilio honour on a text that is only that word (case and spaces aside): Twilio's default
// opt-out, opt-in and help keywords for long codes, toll-free numbers and messaging services.
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

export type KeywordKind = 'opt-out' | 'opt-in' | 'help';

/** What a text's body asks, when it is one of the keywords; Twilio's own OptOutType parameter wins when present. */
export function keywordOf(body: string, optOutType?: string | null): { kind: KeywordKind; keyword: string } | null {
  const type = optOutType?.trim().toUpperCase();
  const word = body.trim().replace(/[.!]+$/, '').toUpperCase();
  if (type === 'STOP' || (OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return { kind: 'opt-out', keyword: word || 'STOP' };
  if (type === 'START' || (OPT_IN_KEYWORDS as readonly string[]).includes(word)) return { kind: 'opt-in', keyword: word || 'START' };
  if (type === 'HELP' || (HELP_KEYWORDS as readonly string[]).includes(word)) return { kind: 'help', keyword: word || 'HELP' };
  return null;
}
