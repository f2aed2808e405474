// Answers for the Support & Help page: how to use the dashboard, not sales questions. Their words are the `help`
// area's `help.faq.<id>.q` / `.a` (every language, decision 101); this lists which entries show, in order.
import type { FaqEntry } from '../components/faq-accordion.tsx';
import { HELP_EN } from '../i18n/areas/help/en.ts';

export const HELP_FAQ_IDS = ['firstPreview', 'credits', 'team', 'reset', 'account', 'plan'] as const;
export type HelpFaqId = (typeof HELP_FAQ_IDS)[number];

/** The FAQ in English. */
export const HELP_FAQ: readonly FaqEntry[] = HELP_FAQ_IDS.map((id) => ({ question: HELP_EN[`help.faq.${id}.q`], answer: HELP_EN[`help.faq.${id}.a`] }));
