// Contracts of /user/library (decision 056): a library vehicle made from a stored upload and its marked paint, and
// the changes a shop may make to one.
import { z } from 'zod';
import { LIBRARY_MESSAGES as M, LIBRARY_SIDES } from './library-rules.ts';
import { PHOTO_RECOLOUR_MESSAGES, PHOTO_STROKE_LIMIT } from './photo.ts';
import { photoStrokeInput, photoStrokesInput, photoTapsInput, vehicleYearField } from './studio.ts';

const lookupText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120, `${label} is too long`);

const sideField = z.enum(LIBRARY_SIDES, { error: `side must be one of ${LIBRARY_SIDES.join(', ')}` });
const photoIdField = z.string({ error: 'photoId is required' }).trim().min(1, 'photoId is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'photoId is not a photo id');

/** POST /user/library: a photo uploaded through POST /user/tool/photos, its marks, the vehicle it shows and the side. */
export const libraryVehicleInput = z.strictObject({
  photoId: photoIdField,
  taps: photoTapsInput,
  strokes: photoStrokesInput,
  year: vehicleYearField,
  make: lookupText('Make'),
  model: lookupText('Model'),
  bodyStyle: z.string().trim().max(30).optional(),
  side: sideField,
});
export type LibraryVehicleInput = z.output<typeof libraryVehicleInput>;

/**
 * PATCH /user/library/:id: new tags (year, make and model together), and/or the paint marked again (taps, with
 * strokes) on the same photo or on a new upload (photoId with taps).
 */
export const libraryVehicleUpdate = z
  .strictObject({
    photoId: photoIdField.optional(),
    taps: photoTapsInput.optional(),
    // Without photoStrokesInput's default: strokes left out mean "not marked again", not "no strokes".
    strokes: z.array(photoStrokeInput).max(PHOTO_STROKE_LIMIT, PHOTO_RECOLOUR_MESSAGES.tooManyStrokes).optional(),
    year: vehicleYearField.optional(),
    make: lookupText('Make').optional(),
    model: lookupText('Model').optional(),
    bodyStyle: z.string().trim().max(30).optional(),
    side: sideField.optional(),
  })
  .superRefine((value, ctx) => {
    const tags = [value.year, value.make, value.model].filter((v) => v !== undefined).length;
    if (tags !== 0 && tags !== 3) ctx.addIssue({ code: 'custom', path: ['year'], message: M.vehicleTogether });
    if (value.bodyStyle !== undefined && tags === 0) ctx.addIssue({ code: 'custom', path: ['bodyStyle'], message: M.vehicleTogether });
    if (value.photoId !== undefined && value.taps === undefined) ctx.addIssue({ code: 'custom', path: ['taps'], message: M.photoNeedsMarks });
    if (value.strokes !== undefined && value.taps === undefined) ctx.addIssue({ code: 'custom', path: ['taps'], message: M.strokesNeedTaps });
    if (Object.values(value).every((v) => v === undefined)) ctx.addIssue({ code: 'custom', path: [], message: M.nothingToChange });
  });
export type LibraryVehicleUpdate = z.output<typeof libraryVehicleUpdate>;
