// The 17 landing-page FAQ answers (spec §2), written from the product facts of spec §9. The first 8 sit in
// the left column, the other 9 in the right.
import type { FaqEntry } from '../components/faq-accordion.tsx';

export const LANDING_FAQ_LEFT_COUNT = 8;

export const LANDING_FAQ: readonly FaqEntry[] = [
  {
    question: 'What is Wrapsmith?',
    answer:
      'Wrapsmith is a wrap visualizer built for vehicle-wrap shops. Pick a year, make and model, choose a vinyl brand, finish and colour, and get a preview of that wrap in seconds: on a drawing of that model made to its real proportions, or on a photo of the customer’s own car.',
  },
  {
    question: 'How does the free trial work?',
    answer:
      'Verified shops get 5 free wrap previews to try the studio with real customers. There is nothing to install: sign up, confirm the code we email you and start generating.',
  },
  {
    question: 'Do I need a credit card to start?',
    answer: 'No. The free trial needs no credit card. You only add payment details when you choose a plan.',
  },
  {
    question: 'How much does Wrapsmith cost?',
    answer:
      'Three monthly plans: Basic at $79/month, Ultimate at $149/month and Pro at $249/month. Add-ons are optional and billed monthly on top of your plan.',
  },
  {
    question: 'What is a credit?',
    answer:
      'Every generated preview uses 1 credit. Plans include monthly generation credits: 250 on Basic, 1,000 on Ultimate and 2,500 on Pro. If a render fails, its credit is returned.',
  },
  {
    question: 'Which vehicles can I preview?',
    answer: 'Any of 10,400 year, make and model combinations from 1990 to 2026 (666 models from 61 makes).',
  },
  {
    question: 'Which vinyl brands are included?',
    answer:
      'Colours of 9 brands are built in: 3M, Avery Dennison, Oracal (Orafol), KPMF, Hexis, Inozetek, Arlon, TeckWrap and VViViD Vinyl. Colour charts of other brands can be imported, and any colour can be added as your own.',
  },
  {
    question: 'Which colours and finishes can I show?',
    answer:
      'More than 200 wrap colours in gloss, matte, satin, chrome and carbon fibre finishes, and you can upload a custom colour when a customer brings their own sample.',
  },
  {
    question: 'Can I preview chrome deletes, roofs and mirrors?',
    answer:
      'Yes. Show chrome deletes, contrasting roof and mirror wraps and caliper colours, with optional window tint and paint protection film previews, so the customer sees the whole build.',
  },
  {
    question: 'Can I put the visualizer on my own website?',
    answer:
      'Yes. Copy one snippet into your site and customers can design their wrap there and send you the result as a lead. You can also share a direct link, and Pro plans can white-label the visualizer with your own brand.',
  },
  {
    question: 'What does the CRM add-on include?',
    answer:
      'The CRM add-on costs $49.99/month and keeps your customers, quotes, leads and work orders in one place, next to the previews you made for them.',
  },
  {
    question: 'How much is appointment booking?',
    answer:
      'Online appointment booking is $14.99/month on its own, or $9.99/month when you bundle it with the CRM add-on.',
  },
  {
    question: 'Can my whole team use one account?',
    answer:
      'Yes. The shop owner adds team members from the dashboard. Basic includes 1 seat, Ultimate 2 seats and Pro 5 seats.',
  },
  {
    question: 'Am I locked into a contract?',
    answer: 'No. Plans are month-to-month, and you can change or cancel yours from the dashboard at any time.',
  },
  {
    question: 'What image quality do I get?',
    answer: 'Ultimate exports previews at up to 2K and Pro at 4K, sharp enough for quotes, social posts and print-outs at the counter.',
  },
  {
    question: 'Can you add our own film brand?',
    answer: 'Yes. Brand integration for a manufacturer or private-label film line is a one-time fee of $999.',
  },
  {
    question: 'Do you offer API access?',
    answer: 'Yes, on the Pro plan: the owner makes API keys (read leads, customers and bookings; create bookings and send quotes) and webhooks (new leads, bookings, quotes accepted, new pictures) under Settings → Developers.',
  },
];
