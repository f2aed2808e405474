// The API's contract for a photo lead's vehicle (lead-vehicle-rules.ts has the rules and words it shares with the
// widget's form): all three of year, make and model, each refused with a message naming it.
import { z } from 'zod';
import {
  LEAD_VEHICLE_API_MESSAGES,
  LEAD_VEHICLE_BAD_TEXT,
  LEAD_VEHICLE_MESSAGES as M,
  LEAD_VEHICLE_TEXT_MAX,
  LEAD_VEHICLE_YEAR_MAX,
  LEAD_VEHICLE_YEAR_MIN,
} from './lead-vehicle-rules.ts';

/** A missing or empty make or model is a partly filled vehicle: all three or none. */
const vehicleText = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? M.allOrNone : M.plainText(label)) })
    .trim()
    .min(1, M.allOrNone)
    .max(LEAD_VEHICLE_TEXT_MAX, M.tooLong(label))
    .refine((v) => !LEAD_VEHICLE_BAD_TEXT.test(v), M.plainText(label));

/** `vehicle` of POST /widget/:key/leads: the car in the visitor's photo, in their words. A number year, not "2015". */
export const leadVehicleInput = z.strictObject(
  {
    year: z
      .number({ error: (issue) => (issue.input === undefined ? M.allOrNone : M.year) })
      .int(M.year)
      .min(LEAD_VEHICLE_YEAR_MIN, M.year)
      .max(LEAD_VEHICLE_YEAR_MAX, M.year),
    make: vehicleText('Make'),
    model: vehicleText('Model'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? LEAD_VEHICLE_API_MESSAGES.notAVehicle : undefined) },
);
