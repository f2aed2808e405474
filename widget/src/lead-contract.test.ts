// Issue 24 item 5: one validation for the lead form. The API's contract is core's zod schema (widgetLeadInput); the
// widget checks the same rules by hand (lead.ts), because zod must not ride into the shop's page. This test feeds both
// the same table of inputs: what the widget lets through, the API takes; what the widget refuses, the API refuses on
// the same field; the only differences are the rows marked `widgetOnly` (the visitor's own calendar, which the API
// cannot know). (zod enters this test only, never the widget's build: see build.test.ts.)
import { describe, expect, it } from 'vitest';
import { widgetLeadInput } from '@wrapsmith/core';
import { EMPTY_LEAD, MESSAGE_MAX, toLeadPayload, validateLead, type LeadErrors, type LeadValues } from './lead.ts';

const TODAY = '2026-03-10';
const valid: LeadValues = { ...EMPTY_LEAD, name: 'Dana Reyes', email: 'dana@example.com', consent: true };
const civic: LeadValues = { ...valid, year: '2015', make: 'Honda', model: 'Civic' };

type Field = keyof LeadErrors;
interface Row {
  what: string;
  values: LeadValues;
  /** null: both take it; a field: both refuse it there. */
  refused: Field | null;
  /** Only the widget refuses (on this field): the API takes it. */
  widgetOnly?: true;
}

const rows: Row[] = [
  // Taken by both.
  { what: 'a name, an email and consent', values: valid, refused: null },
  { what: 'every optional field', values: { ...valid, phone: '+1 (555) 010-2000', preferredDate: TODAY, message: 'Satin please' }, refused: null },
  { what: 'an email with a plus, a sub-domain and spaces', values: { ...valid, email: ' Dana.Reyes+wrap@shop.co.uk ' }, refused: null },
  { what: 'a short email', values: { ...valid, email: 'd@x.io' }, refused: null },
  { what: 'an upper-case email', values: { ...valid, email: 'DANA@EXAMPLE.COM' }, refused: null },
  { what: 'a name of 80 characters', values: { ...valid, name: 'D'.repeat(80) }, refused: null },
  { what: 'a name with accents', values: { ...valid, name: 'Zoë Ångström-Núñez' }, refused: null },
  { what: 'a message of the longest length', values: { ...valid, message: 'm'.repeat(MESSAGE_MAX) }, refused: null },
  { what: 'a phone of 32 characters', values: { ...valid, phone: '+'.padEnd(32, '1') }, refused: null },
  { what: 'a date far ahead', values: { ...valid, preferredDate: '2027-12-31' }, refused: null },
  { what: 'a leap day', values: { ...valid, preferredDate: '2028-02-29' }, refused: null },
  { what: 'the car of a photo', values: civic, refused: null },
  { what: 'the oldest year, spaced', values: { ...civic, year: ' 1990 ' }, refused: null },
  { what: 'a make of 60 characters', values: { ...civic, make: 'M'.repeat(60) }, refused: null },
  { what: 'a make with accents', values: { ...civic, make: 'Škoda', model: 'Favorit' }, refused: null },
  // Refused by both, on the same field.
  { what: 'no name', values: { ...valid, name: '' }, refused: 'name' },
  { what: 'a blank name', values: { ...valid, name: '   ' }, refused: 'name' },
  { what: 'a name of 81 characters', values: { ...valid, name: 'D'.repeat(81) }, refused: 'name' },
  { what: 'a name with markup', values: { ...valid, name: '<b>Dana</b>' }, refused: 'name' },
  { what: 'no email', values: { ...valid, email: '' }, refused: 'email' },
  ...['dana', 'dana@', '@example.com', 'dana@example', 'dana example@x.com', 'da<na>@example.com', `${'a'.repeat(250)}@example.com`, 'dana@example.c', 'dana@exa mple.com'].map(
    (email): Row => ({ what: `the email ${JSON.stringify(email)}`, values: { ...valid, email }, refused: 'email' }),
  ),
  { what: 'a phone in words', values: { ...valid, phone: 'call me' }, refused: 'phone' },
  { what: 'a phone of 33 characters', values: { ...valid, phone: '+'.padEnd(33, '1') }, refused: 'phone' },
  { what: 'a day that does not exist', values: { ...valid, preferredDate: '2026-04-31' }, refused: 'preferredDate' },
  { what: 'a leap day of a common year', values: { ...valid, preferredDate: '2027-02-29' }, refused: 'preferredDate' },
  { what: 'a date in another format', values: { ...valid, preferredDate: '03/20/2026' }, refused: 'preferredDate' },
  { what: 'a message over the longest', values: { ...valid, message: 'm'.repeat(MESSAGE_MAX + 1) }, refused: 'message' },
  { what: 'a message with markup', values: { ...valid, message: 'Satin <script>' }, refused: 'message' },
  { what: 'no consent', values: { ...valid, consent: false }, refused: 'consent' },
  { what: 'a car given in part', values: { ...valid, year: '2015', model: 'Civic' }, refused: 'vehicle' },
  { what: 'a car without its year', values: { ...valid, make: 'Honda', model: 'Civic' }, refused: 'vehicle' },
  ...['1989', '2027', '20l5', '15'].map((year): Row => ({ what: `the year ${year}`, values: { ...civic, year }, refused: 'year' })),
  { what: 'a make of 61 characters', values: { ...civic, make: 'M'.repeat(61) }, refused: 'make' },
  { what: 'a model with markup', values: { ...civic, model: 'Civic <R>' }, refused: 'model' },
  { what: 'a model with a control character', values: { ...civic, model: 'Civic\u0007' }, refused: 'model' },
  { what: 'a model with a direction override', values: { ...civic, model: 'Civic \u202eR' }, refused: 'model' },
  // Only the widget knows the visitor's calendar: a day before their today.
  { what: 'a day in the past', values: { ...valid, preferredDate: '2026-03-09' }, refused: 'preferredDate', widgetOnly: true },
];

/** The form as the API would get it without the widget's checks: the payload the widget sends, every field as typed. */
function asApiInput(values: LeadValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...toLeadPayload(values, { renderId: 'r_1', pageUrl: 'https://shop.example/wraps', startedAt: 1 }) };
  payload.consent = values.consent;
  payload.email = values.email;
  const car = [values.year, values.make, values.model].map((part) => part.trim());
  if (car.some(Boolean)) {
    const [year, make, model] = car;
    payload.vehicle = { ...(year ? { year: /^\d+$/.test(year) ? Number(year) : year } : {}), ...(make ? { make } : {}), ...(model ? { model } : {}) };
  }
  if (values.message) payload.message = values.message;
  return payload;
}

/** The widget's field as the API names it: the car's parts are the API's `vehicle`. */
const apiField = (field: Field): string => (['year', 'make', 'model', 'vehicle'].includes(field) ? 'vehicle' : field);

describe('the lead form: the widget and core check the same table of inputs (issue 24 item 5)', () => {
  it.each(rows)('$what', ({ values, refused, widgetOnly }) => {
    const widget = validateLead(values, TODAY);
    const api = widgetLeadInput.safeParse(asApiInput(values));
    const apiFields = api.success ? [] : api.error.issues.map((issue) => String(issue.path[0]));
    if (refused === null) {
      expect(widget).toEqual({});
      expect(api.success, JSON.stringify(apiFields)).toBe(true);
      return;
    }
    expect(Object.keys(widget)).toEqual([refused]);
    if (widgetOnly) expect(api.success).toBe(true);
    else expect(apiFields).toEqual([apiField(refused)]);
  });

  it('sends what the API takes for every row the widget lets through', () => {
    for (const { values } of rows.filter((row) => row.refused === null)) {
      const sent = toLeadPayload(values, { renderId: 'r_1', pageUrl: 'https://shop.example/wraps', startedAt: 1 });
      expect(widgetLeadInput.safeParse(sent).success).toBe(true);
    }
  });
});
