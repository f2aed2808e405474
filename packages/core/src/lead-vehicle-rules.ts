// A photo lead's vehicle (issue 21): a render of the visitor's own photo names no car, so the lead form asks for its
// year, make and model, all three or none. The shop gets them as the visitor typed them, marked as such, never as a
// catalogue match. Zod-free, so the widget's quote form checks the same rules with the same words (leads.ts has the
// API's contract).

/**
 * The catalogue's years (VEHICLE_YEAR_MIN/MAX in studio.ts): a booking made from the lead takes the year, and a
 * booking's year is 1990–2026 too, so an older car is said in the message instead of failing the booking later.
 */
export const LEAD_VEHICLE_YEAR_MIN = 1990;
export const LEAD_VEHICLE_YEAR_MAX = 2026;
/** Make and model, each; trimmed. */
export const LEAD_VEHICLE_TEXT_MAX = 60;

/** Where a lead's vehicle came from: the render's catalogue vehicle, or the visitor's words for their photo's car. */
export const LEAD_VEHICLE_SOURCES = ['catalogue', 'visitor'] as const;
export type LeadVehicleSource = (typeof LEAD_VEHICLE_SOURCES)[number];

/** What the visitor gave, as the API takes it (`vehicle` of POST /widget/:key/leads). */
export interface LeadVehicleInput {
  year: number;
  make: string;
  model: string;
}

/** The rules' words, the same from the widget's form and from the API. */
export const LEAD_VEHICLE_MESSAGES = {
  allOrNone: 'Give the year, make and model of the car, or leave all three empty',
  year: `Year must be a whole year from ${LEAD_VEHICLE_YEAR_MIN} to ${LEAD_VEHICLE_YEAR_MAX}`,
  tooLong: (label: string) => `${label} is too long (${LEAD_VEHICLE_TEXT_MAX} characters at most)`,
  plainText: (label: string) => `${label} must be plain text, without < > or control characters`,
} as const;

/** The lead form's consent box, unticked: the same words from the widget's form and from the API. */
export const LEAD_CONSENT_REQUIRED = 'Please tick the box so the shop may contact you';

/** The lead form's longest message, in characters (trimmed). */
export const LEAD_MESSAGE_MAX = 1000;

/** What only the API says (apart, so the widget's chunk does not carry them). */
export const LEAD_VEHICLE_API_MESSAGES = {
  notAVehicle: 'vehicle must be { year, make, model }',
  knownVehicle: 'This preview already shows a vehicle from the catalogue. Send the lead without a vehicle.',
} as const;

/** After the car's name wherever the shop sees it (lead views, emails, notifications, the CSV). */
export const GIVEN_BY_VISITOR = 'as given by the visitor';

/** Characters a make or model cannot hold: markup, control characters and bidirectional overrides. */
export const LEAD_VEHICLE_BAD_TEXT = /[<>\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** "2024 Buick Enclave", or "2015 Honda Civic (as given by the visitor)" for the visitor's own words. */
export function leadVehicleLabel(vehicle: { year: number; make: string; model: string; source?: LeadVehicleSource }): string {
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return vehicle.source === 'visitor' ? `${name} (${GIVEN_BY_VISITOR})` : name;
}
