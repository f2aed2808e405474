// Answers for the Support & Help page: how to use the dashboard, not sales questions.
import type { FaqEntry } from '../components/faq-accordion.tsx';

export const HELP_FAQ: readonly FaqEntry[] = [
  {
    question: 'How do I generate my first preview?',
    answer: 'Open Studio, pick the year, make and model, then a brand, finish and colour. Each preview uses 1 credit from your shop’s balance.',
  },
  {
    question: 'Where do I see my remaining credits?',
    answer: 'Your balance is on the Dashboard credits card and in the top bar on phones. It updates after every preview.',
  },
  {
    question: 'How do I add a team member?',
    answer: 'On the Dashboard or your Profile, open Team Members and choose Add Member. They can sign in straight away with the password you set.',
  },
  {
    question: 'A team member forgot their password. What now?',
    answer: 'In Team Members, choose Send reset next to their name. They receive an email with a link that is valid for 5 minutes.',
  },
  {
    question: 'How do I change my email or password?',
    answer: 'Go to Settings, update the fields and choose Update Profile. You will be signed out and can sign in again with the new details.',
  },
  {
    question: 'How do I cancel or change my plan?',
    answer: 'Plans are month-to-month. Change or cancel from Subscription at any time; the shop owner manages billing.',
  },
];
