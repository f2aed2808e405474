// The language a customer reads (issue 28 item 1, decision 100): what the shop's messages, the quote and tracking
// pages and the PDFs to this customer are written in, and the staff's choice of it on the customer's page.
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { data, route } from './route.ts';
import { idParam64 } from './shared.ts';

export const customerLanguageDto = z.object({
  /** The language used for this customer now. */
  locale: z.enum(SUPPORTED_LOCALES),
  /** Where it comes from: the shop's choice, the widget's negotiation with the visitor, or the shop's default. */
  source: z.enum(['staff', 'visitor', 'shop']),
  /** The shop's default for customers with none of their own: its widget's first language, else English. */
  shopDefault: z.enum(SUPPORTED_LOCALES),
});
export type CustomerLanguageDto = z.infer<typeof customerLanguageDto>;

export const customerLanguageInput = z.strictObject({
  locale: z.enum(SUPPORTED_LOCALES, { error: `locale must be one of ${SUPPORTED_LOCALES.join(', ')}` }),
});
export type CustomerLanguageInput = z.infer<typeof customerLanguageInput>;

const customerLanguageAnswer = data(customerLanguageDto);

export const customerLanguageAnswers = { get: customerLanguageAnswer, set: customerLanguageAnswer } as const;

export const customerLanguageRoutes = {
  get: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/customers/:id/language',
    summary: 'The language the customer reads the shop’s messages, pages and PDFs in, and where it comes from',
    tags: ['Customers'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: customerLanguageAnswer },
  }),
  set: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/customers/:id/language',
    summary: 'Set the customer’s language (whoever may edit bookings); a visitor’s later request never overrides it',
    tags: ['Customers'],
    auth: 'bearer',
    request: { params: idParam64, body: customerLanguageInput },
    responses: { 200: customerLanguageAnswer },
  }),
} as const;
