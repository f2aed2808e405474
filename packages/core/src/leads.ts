// The API's contract for a lead (POST /widget/:key/leads, issue 24 item 5: one validation, here): the visitor's
// details, the render or the design asked about, and a photo lead's vehicle (lead-vehicle-rules.ts has the rules and
// words it shares with the widget's form, which checks the same table of inputs without zod: widget/src/lead.ts and
// its lead-contract test).
import * as z from 'zod/mini';
import { isCalendarDay } from './booking-rules.ts';
import { emailField, nameField, optionalText, phoneField } from './fields.ts';
import { lookupText, vehicleYearField } from './studio.ts';
import {
  LEAD_CONSENT_REQUIRED,
  LEAD_MESSAGE_MAX,
  LEAD_VEHICLE_API_MESSAGES,
  LEAD_VEHICLE_BAD_TEXT,
  LEAD_VEHICLE_MESSAGES as M,
  LEAD_VEHICLE_TEXT_MAX,
  LEAD_VEHICLE_YEAR_MAX,
  LEAD_VEHICLE_YEAR_MIN,
} from './lead-vehicle-rules.ts';

/** A missing or empty make or model is a partly filled vehicle: all three or none. */
const vehicleText = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? M.allOrNone : M.plainText(label)) })
    .check(
      z.trim(),
      z.minLength(1, M.allOrNone),
      z.maxLength(LEAD_VEHICLE_TEXT_MAX, M.tooLong(label)),
      z.refine((v) => !LEAD_VEHICLE_BAD_TEXT.test(v), M.plainText(label)),
    );

/** `vehicle` of POST /widget/:key/leads: the car in the visitor's photo, in their words. A number year, not "2015". */
export const leadVehicleInput = z.strictObject(
  {
    year: z
      .number({ error: (issue) => (issue.input === undefined ? M.allOrNone : M.year) })
      .check(z.int(M.year), z.gte(LEAD_VEHICLE_YEAR_MIN, M.year), z.lte(LEAD_VEHICLE_YEAR_MAX, M.year)),
    make: vehicleText('Make'),
    model: vehicleText('Model'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? LEAD_VEHICLE_API_MESSAGES.notAVehicle : undefined) },
);

/** The WHATWG URL parser of Node and of browsers (core's own types include neither). */
declare const URL: { canParse(url: string): boolean };

/**
 * What a visitor picked when the shop had no credits left to draw it (decision 061): the colour, and the catalogue
 * vehicle when they were on one (a photo has none: the visitor may name the car in `vehicle`).
 */
export const leadDesignInput = z.strictObject({
  filmId: lookupText('Colour'),
  year: z.optional(vehicleYearField),
  make: z.optional(lookupText('Make')),
  model: z.optional(lookupText('Model')),
  bodyStyle: z.optional(z.string().check(z.trim(), z.maxLength(30))),
});

/** POST /widget/:key/leads: a visitor's request for a quote on their render, or on their design without a picture. */
export const widgetLeadInput = z
  .strictObject({
    /** The render the visitor asks about; absent for a lead without a picture, which sends `design` instead. */
    renderId: z.optional(
      z
        .string({ error: 'renderId is required' })
        .check(z.trim(), z.minLength(1, 'renderId is required'), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid renderId')),
    ),
    design: z.optional(leadDesignInput),
    name: nameField('Name'),
    email: emailField,
    phone: z.optional(phoneField),
    preferredDate: z.optional(
      z.string().check(z.trim(), z.refine((v) => v === '' || isCalendarDay(v), 'Preferred date must be a date like 2026-07-01')),
    ),
    message: z.optional(optionalText('Message', LEAD_MESSAGE_MAX)),
    /** Only for a render of the visitor's own photo (the API refuses it for a drawing); null is none. */
    vehicle: z.optional(z.nullable(leadVehicleInput)),
    consent: z.literal(true, { error: LEAD_CONSENT_REQUIRED }),
    pageUrl: z
      .string({ error: 'pageUrl is required' })
      .check(
        z.trim(),
        z.maxLength(2000, 'pageUrl is too long'),
        z.refine((v) => !/[<>]/.test(v) && /^https?:\/\//i.test(v) && URL.canParse(v), 'pageUrl must be the http(s) address of the page'),
      ),
    /** The honeypot: people never see it, so it is empty. */
    website: z.optional(z.string().check(z.maxLength(500))),
    startedAt: z.number({ error: 'startedAt must be a time in milliseconds' }).check(z.int(), z.nonnegative()),
    /** The language the widget speaks to the visitor (decision 095): one of SUPPORTED_LOCALES, anything else ignored (decision 100). */
    locale: z.optional(z.string().check(z.maxLength(35))),
  })
  .check(
    z.superRefine((lead, ctx) => {
    if (!lead.renderId && !lead.design) ctx.addIssue({ code: 'custom', path: ['renderId'], message: 'renderId is required' });
    if (lead.renderId && lead.design) ctx.addIssue({ code: 'custom', path: ['design'], message: 'Send either renderId or design, not both' });
    const vehicleParts = [lead.design?.year, lead.design?.make, lead.design?.model].filter((part) => part !== undefined).length;
    if (vehicleParts !== 0 && vehicleParts !== 3) ctx.addIssue({ code: 'custom', path: ['design'], message: 'A vehicle needs its year, make and model' });
    }),
  );
export type WidgetLeadInput = z.infer<typeof widgetLeadInput>;
