// Contracts of /user/library (decision 056): a library vehicle made from a stored upload and its marked paint, and
// the changes a shop may make to one.
import * as z from 'zod/mini';
import { LIBRARY_MESSAGES as M, LIBRARY_SIDES } from './library-rules.ts';
import { PHOTO_RECOLOUR_MESSAGES, PHOTO_STROKE_LIMIT } from './photo.ts';
import { photoStrokeInput, photoStrokesInput, photoTapsInput, vehicleYearField } from './studio.ts';

const lookupText = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z.string({ error: `${label} is required` }).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(120, `${label} is too long`));

const sideField = z.enum(LIBRARY_SIDES, { error: `side must be one of ${LIBRARY_SIDES.join(', ')}` });
const photoIdField = z
  .string({ error: 'photoId is required' })
  .check(z.trim(), z.minLength(1, 'photoId is required'), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'photoId is not a photo id'));

/** POST /user/library: a photo uploaded through POST /user/tool/photos, its marks, the vehicle it shows and the side. */
export const libraryVehicleInput = z.strictObject({
  photoId: photoIdField,
  taps: photoTapsInput,
  strokes: photoStrokesInput,
  year: vehicleYearField,
  make: lookupText('Make'),
  model: lookupText('Model'),
  bodyStyle: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  side: sideField,
});
export type LibraryVehicleInput = z.output<typeof libraryVehicleInput>;

/**
 * PATCH /user/library/:id: new tags (year, make and model together), and/or the paint marked again (taps, with
 * strokes) on the same photo or on a new upload (photoId with taps).
 */
export const libraryVehicleUpdate = z
  .strictObject({
    photoId: z.optional(photoIdField),
    taps: z.optional(photoTapsInput),
    // Without photoStrokesInput's default: strokes left out mean "not marked again", not "no strokes".
    strokes: z.optional(z.array(photoStrokeInput).check(z.maxLength(PHOTO_STROKE_LIMIT, PHOTO_RECOLOUR_MESSAGES.tooManyStrokes))),
    year: z.optional(vehicleYearField),
    make: z.optional(lookupText('Make')),
    model: z.optional(lookupText('Model')),
    bodyStyle: z.optional(z.string().check(z.trim(), z.maxLength(30))),
    side: z.optional(sideField),
  })
  .check(
    z.superRefine((value, ctx) => {
    const tags = [value.year, value.make, value.model].filter((v) => v !== undefined).length;
    if (tags !== 0 && tags !== 3) ctx.addIssue({ code: 'custom', path: ['year'], message: M.vehicleTogether });
    if (value.bodyStyle !== undefined && tags === 0) ctx.addIssue({ code: 'custom', path: ['bodyStyle'], message: M.vehicleTogether });
    if (value.photoId !== undefined && value.taps === undefined) ctx.addIssue({ code: 'custom', path: ['taps'], message: M.photoNeedsMarks });
    if (value.strokes !== undefined && value.taps === undefined) ctx.addIssue({ code: 'custom', path: ['taps'], message: M.strokesNeedTaps });
    if (Object.values(value).every((v) => v === undefined)) ctx.addIssue({ code: 'custom', path: [], message: M.nothingToChange });
    }),
  );
export type LibraryVehicleUpdate = z.output<typeof libraryVehicleUpdate>;
