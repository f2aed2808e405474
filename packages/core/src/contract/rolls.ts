// /api/v1/user/rolls: film-roll inventory (issue 27 item 1, decision 092). A roll is received (a catalogue film or a
// custom one, its batch, width, length, cost in the shop's currency, supplier, day), labelled with a QR code that
// opens its page, reserved by a booked job, used on a job (deducted once), counted by staff; stock and shrinkage
// per film. Lengths are whole millimetres everywhere; the dashboard shows feet or metres.
import * as z from 'zod/mini';
import { data, isoTime, nullable, route } from './route.ts';
import { idParam64 } from './shared.ts';

/** Film on a roll: from 0.3 m to 2 m wide (ROLL_WIDTH_MIN_MM…MAX of the catalogue), up to 500 m long. */
export const ROLL_MIN_WIDTH_MM = 300;
export const ROLL_MAX_WIDTH_MM = 2000;
export const ROLL_MAX_LENGTH_MM = 500_000;
/** A roll's cost: at most 10,000,000 minor units (100,000.00 in a 2-decimal currency). */
export const ROLL_MAX_COST = 10_000_000;

const text = (what: string, max: number) =>
  z.string({ error: `${what} is required` }).check(z.trim(), z.minLength(1, `${what} is required`), z.maxLength(max, `${what} is too long (at most ${max} characters)`));
const optionalText = (what: string, max: number) => z.string({ error: `${what} must be text` }).check(z.trim(), z.maxLength(max, `${what} is too long (at most ${max} characters)`));
const mm = (what: string, min: number, max: number) =>
  z.number({ error: `${what} must be a number of millimetres` }).check(
    z.int(`${what} must be whole millimetres`),
    z.minimum(min, `${what} must be at least ${min} mm`),
    z.maximum(max, `${what} must be at most ${max.toLocaleString('en-US')} mm`),
  );
const day = z.string({ error: 'The day must be YYYY-MM-DD' }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'The day must be YYYY-MM-DD'));
const cost = z.number({ error: 'The cost must be an amount in minor units' }).check(
  z.int('The cost must be a whole number of minor units (cents)'),
  z.minimum(0, 'The cost cannot be negative'),
  z.maximum(ROLL_MAX_COST, `The cost is too large: at most ${ROLL_MAX_COST.toLocaleString('en-US')} minor units`),
);

/** POST /user/rolls: a catalogue or custom film (filmId, or customName with an optional code). */
export const receiveRollInput = z.strictObject({
  /** A catalogue film's id (`3m-2080-g12`) or one of the shop's custom colours; omit for a film named here. */
  filmId: z.optional(nullable(text('The film', 120))),
  customName: z.optional(optionalText('The film’s name', 120)),
  customCode: z.optional(optionalText('The film’s code', 60)),
  batch: text('The batch or lot number', 60),
  widthMm: mm('The width', ROLL_MIN_WIDTH_MM, ROLL_MAX_WIDTH_MM),
  lengthMm: mm('The length', 1000, ROLL_MAX_LENGTH_MM),
  /** In the shop's currency's minor units (decision 082); null: not recorded. */
  costMinor: z.optional(nullable(cost)),
  supplier: z.optional(optionalText('The supplier', 120)),
  receivedOn: day,
});
export type ReceiveRollInput = z.infer<typeof receiveRollInput>;

/** PATCH /user/rolls/:id: the facts of the paperwork; the film and the lengths stay (count a roll to correct it). */
export const updateRollInput = z.strictObject({
  batch: z.optional(text('The batch or lot number', 60)),
  costMinor: z.optional(nullable(cost)),
  supplier: z.optional(optionalText('The supplier', 120)),
  receivedOn: z.optional(day),
});
export type UpdateRollInput = z.infer<typeof updateRollInput>;

/** POST /user/rolls/:id/count: the length staff measured left on the roll. */
export const countRollInput = z.strictObject({ onHandMm: mm('The measured length', 0, ROLL_MAX_LENGTH_MM) });
export type CountRollInput = z.infer<typeof countRollInput>;

/** POST /user/rolls/:id/use: film of this roll used on a job, deducted once per job and roll. */
export const useRollInput = z.strictObject({
  bookingId: text('The job', 64),
  usedMm: mm('The length used', 1, ROLL_MAX_LENGTH_MM),
});
export type UseRollInput = z.infer<typeof useRollInput>;

/** PUT /user/rolls/stock-alerts: a film's low-stock threshold; null removes it. */
export const stockAlertInput = z.strictObject({
  filmKey: text('The film', 140),
  thresholdMm: nullable(mm('The threshold', 1, ROLL_MAX_LENGTH_MM)),
});
export type StockAlertInput = z.infer<typeof stockAlertInput>;

export const rollListQuery = z.object({
  /** in_stock (default): rolls with film left; empty: used up; all. */
  status: z.optional(z.enum(['in_stock', 'empty', 'all'])),
  filmKey: z.optional(z.string().check(z.maxLength(140))),
});

/** The unit the shop measures in: its units (Settings → Shop, its country's by default; decision 098); null (show both) is no longer sent. */
export const lengthUnitDto = nullable(z.enum(['ft', 'm']));

export const rollDto = z.object({
  id: z.string(),
  /** The catalogue or custom film's id; null for a film named on the roll only. */
  filmId: nullable(z.string()),
  /** What rolls of one film share: the film's id, or `custom:<name>`. */
  filmKey: z.string(),
  filmName: z.string(),
  filmCode: nullable(z.string()),
  brand: z.string(),
  batch: z.string(),
  widthMm: z.number(),
  /** As received. */
  lengthMm: z.number(),
  /** Used on jobs. */
  usedMm: z.number(),
  /** Held for booked jobs. */
  reservedMm: z.number(),
  /** Missing at the last count: received − used − measured (negative: more than recorded). */
  lostMm: z.number(),
  /** Left on the roll: received − used − lost. */
  onHandMm: z.number(),
  /** Free for new jobs: on hand − reserved. */
  freeMm: z.number(),
  /** Null without the Prices area (pricesHidden) or when not recorded. */
  costMinor: nullable(z.number()),
  currency: z.string(),
  pricesHidden: z.boolean(),
  supplier: z.string(),
  receivedOn: z.string(),
  countedMm: nullable(z.number()),
  countedAt: nullable(isoTime),
  /** The roll's page in the dashboard: what its label's QR code opens. */
  url: z.string(),
  createdAt: isoTime,
});
export type RollDto = z.infer<typeof rollDto>;

/** `currency`: the shop's (decision 082), the one a received roll's cost is given in. */
export const rollListDto = z.object({ rolls: z.array(rollDto), unit: lengthUnitDto, currency: z.string() });
export type RollListDto = z.infer<typeof rollListDto>;

/** A job as the roll page offers it: its reservation on this roll, and what it used of it. */
export const rollJobDto = z.object({
  bookingId: z.string(),
  /** "2024 Tesla Model 3 · Jane D." */
  title: z.string(),
  status: z.string(),
  bookingDate: nullable(z.string()),
  /** Held on this roll for the job; 0: none. */
  reservedMm: z.number(),
  /** Used of this roll on the job; null: not used yet. */
  usedMm: nullable(z.number()),
});
export type RollJobDto = z.infer<typeof rollJobDto>;

export const rollDetailDto = z.object({
  roll: rollDto,
  unit: lengthUnitDto,
  /** Jobs that hold film on this roll or used it, then other open jobs of the same film it can be used on. */
  jobs: z.array(rollJobDto),
  /** Whether the viewer may use it on a job (Bookings edit) and receive, edit or count it (Film rolls edit). */
  canUse: z.boolean(),
  canEdit: z.boolean(),
});
export type RollDetailDto = z.infer<typeof rollDetailDto>;

/** A job's film: what it reserved or used, or why nothing is reserved. */
export const jobRollsDto = z.object({
  state: z.enum(['used', 'reserved', 'none']),
  /** Why none: no film on the job, no estimate for its vehicle, or no roll of its film with enough free length. */
  reason: nullable(z.enum(['no_film', 'no_estimate', 'no_roll', 'closed'])),
  filmName: nullable(z.string()),
  /** The estimated length the job needs on the roll's width; null without an estimate. */
  neededMm: nullable(z.number()),
  reservation: nullable(z.object({ rollId: z.string(), batch: z.string(), widthMm: z.number(), lengthMm: z.number(), url: z.string() })),
  used: z.array(z.object({ rollId: z.string(), filmId: nullable(z.string()), filmName: z.string(), filmCode: nullable(z.string()), batch: z.string(), usedMm: z.number(), url: z.string() })),
  unit: lengthUnitDto,
});
export type JobRollsDto = z.infer<typeof jobRollsDto>;

/** Stock and shrinkage per film (received − used − on hand). */
export const filmStockDto = z.object({
  filmKey: z.string(),
  filmName: z.string(),
  rolls: z.number(),
  receivedMm: z.number(),
  usedMm: z.number(),
  onHandMm: z.number(),
  reservedMm: z.number(),
  freeMm: z.number(),
  /** Shrinkage: received − used − on hand, as staff counted it. */
  shrinkageMm: z.number(),
  thresholdMm: nullable(z.number()),
  low: z.boolean(),
});
export type FilmStockDto = z.infer<typeof filmStockDto>;
export const stockDto = z.object({ films: z.array(filmStockDto), unit: lengthUnitDto });
export type StockDto = z.infer<typeof stockDto>;

const tags = ['Film rolls'];
const bookingParam = z.object({ bookingId: idParam64.shape.id });

export const rollRoutes = {
  listRolls: route({ method: 'get', path: '/api/v1/user/rolls', summary: 'The shop’s film rolls, with what is left on each', tags, auth: 'bearer', request: { query: rollListQuery }, responses: { 200: data(rollListDto) } }),
  receiveRoll: route({
    method: 'post',
    path: '/api/v1/user/rolls',
    summary: 'Receive a roll of film',
    description: 'A catalogue film (filmId) or one named here (customName, customCode), its batch, width and length in mm, its cost in the shop’s currency’s minor units, supplier and the day received. Anything invalid is refused with 400 and nothing is written.',
    tags,
    auth: 'bearer',
    request: { body: receiveRollInput },
    responses: { 201: data(rollDto) },
  }),
  getStock: route({ method: 'get', path: '/api/v1/user/rolls/stock', summary: 'Stock and shrinkage per film (received − used − on hand)', tags, auth: 'bearer', responses: { 200: data(stockDto) } }),
  putStockAlert: route({
    method: 'put',
    path: '/api/v1/user/rolls/stock-alerts',
    summary: 'Set or remove a film’s low-stock threshold',
    description: 'When the free length of the film falls below it, the shop gets one notification; another only after it has been back above it.',
    tags,
    auth: 'bearer',
    request: { body: stockAlertInput },
    responses: { 200: data(stockDto) },
  }),
  getJobRolls: route({ method: 'get', path: '/api/v1/user/rolls/jobs/:bookingId', summary: 'The roll a job reserved or the rolls it used', tags, auth: 'bearer', request: { params: bookingParam }, responses: { 200: data(jobRollsDto) } }),
  reserveForJob: route({
    method: 'post',
    path: '/api/v1/user/rolls/jobs/:bookingId/reserve',
    summary: 'Reserve the job’s estimated length on one roll of its film again (after rolls were received)',
    tags,
    auth: 'bearer',
    request: { params: bookingParam },
    responses: { 200: data(jobRollsDto) },
  }),
  getRoll: route({ method: 'get', path: '/api/v1/user/rolls/:id', summary: 'A roll: what is left, the jobs that hold or used it', tags, auth: 'bearer', request: { params: idParam64 }, responses: { 200: data(rollDetailDto) } }),
  updateRoll: route({ method: 'patch', path: '/api/v1/user/rolls/:id', summary: 'Correct a roll’s batch, cost, supplier or day received', tags, auth: 'bearer', request: { params: idParam64, body: updateRollInput }, responses: { 200: data(rollDto) } }),
  rollLabel: route({
    method: 'get',
    path: '/api/v1/user/rolls/:id/label.pdf',
    summary: 'The roll’s printable label, with a QR code that opens its page',
    tags,
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: { contentType: 'application/pdf', description: 'The label as a PDF' } },
  }),
  countRoll: route({ method: 'post', path: '/api/v1/user/rolls/:id/count', summary: 'Record the length staff measured left on the roll', tags, auth: 'bearer', request: { params: idParam64, body: countRollInput }, responses: { 200: data(rollDto) } }),
  useRoll: route({
    method: 'post',
    path: '/api/v1/user/rolls/:id/use',
    summary: 'Use film of this roll on a job: deducted once',
    description: 'Settles the job’s reservation. A second use of the same roll on the same job is refused with 409, and so is more than is left on the roll.',
    tags,
    auth: 'bearer',
    request: { params: idParam64, body: useRollInput },
    responses: { 200: data(rollDetailDto) },
  }),
};
