// The vehicle library's handlers (decision 056). A library vehicle is made from a photo stored through the photo
// tool (POST /user/tool/photos) and the marks on it: the selection is computed here, with the same engine and limits
// as a free selection preview, and kept as a mask. Cheap checks (the vehicle, the photo) run before the selection;
// a selection that finds no paint is 422 and stores nothing. Another shop's id is 404 on every route.
import type { VehicleRow } from '@wrapsmith/catalog';
import { LIBRARY_MESSAGES as M, type LibraryVehicleInput, type LibraryVehicleUpdate, type PageQuery, type PhotoSelectionInput, type PhotoStroke, type PhotoTap, paged } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { LibraryVehicle } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { requireExtraImageRoom } from '../../services/plans/index.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import {
  addLibraryVehicle,
  changeLibraryVehicle,
  findLibraryVehicle,
  listLibraryVehicles,
  removeLibraryVehicle,
  type MarkedPhoto,
} from '../../services/library/index.ts';
import { MIN_PAINT_SHARE, selectPaint } from '../../services/photo-recolour/index.ts';
import { photoJob, previewSelection, readOwnPhoto, type PhotoActor } from '../../services/photo-uploads/index.ts';
import { RENDER_ERRORS } from '../../services/render/index.ts';
import { resolveVehicle, type VehicleChoice } from '../../services/vehicles/index.ts';
import type { LibraryVehicleDto } from '../../types.ts';

const base = (id: string) => `/api/v1/user/library/${id}`;

export function toLibraryVehicleDto(row: LibraryVehicle): LibraryVehicleDto {
  return {
    _id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    bodyStyle: row.bodyStyle,
    side: row.side,
    width: row.width,
    height: row.height,
    taps: row.taps,
    strokes: row.strokes,
    imageUrl: `${base(row.id)}/image?v=${row.photoSha256.slice(0, 16)}`,
    maskUrl: `${base(row.id)}/mask?v=${row.maskSha256.slice(0, 16)}`,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const actorOf = (c: Context<AuthedEnv>): PhotoActor => {
  const { shop, user } = c.get('viewer');
  return { kind: 'studio', shopId: shop.id, userId: user.id };
};

/** The tag as the catalogue knows it (its names, a body style of the model), or 400 as the Studio says it. */
async function catalogueVehicle(c: Context<AuthedEnv>, choice: VehicleChoice): Promise<VehicleRow> {
  const vehicle = await resolveVehicle(c.get('deps').db, choice);
  if (!vehicle) throw badRequest(RENDER_ERRORS.unknownVehicle(choice), [{ path: 'model', message: RENDER_ERRORS.unknownVehicle(choice) }]);
  return vehicle;
}

const noPaint = () => new ApiError(422, 'VALIDATION_FAILED', M.noPaint, { details: [{ path: 'taps', message: M.noPaint }] });

/** The paint the marks select on the photo, as a counted selection job; 422 when it found next to none. */
async function markPaint(c: Context<AuthedEnv>, photo: Uint8Array, taps: PhotoTap[], strokes: PhotoStroke[], original?: Uint8Array): Promise<MarkedPhoto> {
  const { storage } = c.get('deps');
  const selection = await photoJob(c, actorOf(c), 'selection', c.get('viewer').shop.name, () => selectPaint({ storage, photo, taps, strokes }));
  if (selection.coverage < MIN_PAINT_SHARE) throw noPaint();
  return { photo, selection, taps, strokes, original };
}

async function ownVehicle(c: Context<AuthedEnv>, id: string): Promise<LibraryVehicle> {
  const row = await findLibraryVehicle(c.get('deps').db, c.get('viewer').scope, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

async function keptPhoto(c: Context<AuthedEnv>, row: LibraryVehicle): Promise<Buffer> {
  const bytes = await c.get('deps').storage.get(row.photoKey);
  if (!bytes) throw notFound(M.notFound);
  return bytes;
}

export async function list(c: Context<AuthedEnv>, query: PageQuery) {
  const { rows, total } = await listLibraryVehicles(c.get('deps').db, c.get('viewer').scope, query);
  return c.json(paged(rows.map(toLibraryVehicleDto), query, total));
}

export async function get(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: toLibraryVehicleDto(await ownVehicle(c, id)) });
}

export async function create(c: Context<AuthedEnv>, input: LibraryVehicleInput) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const vehicle = await catalogueVehicle(c, input);
  // The plan's photo allowance before the (slow) selection: a full shop is told at once, nothing computed.
  await requireExtraImageRoom(deps.db, viewer.shop);
  // The upload's bigger original comes too, for exports at its size (decision 074).
  const { photo } = await readOwnPhoto(deps, actorOf(c), input.photoId, { original: true });
  const marked = await markPaint(c, photo.bytes, input.taps, input.strokes, photo.original?.bytes);
  const row = await addLibraryVehicle(deps, viewer.scope, { vehicle, side: input.side, marked, createdBy: viewer.user.id }, viewer.shop);
  return c.json({ data: toLibraryVehicleDto(row), message: M.saved }, 201);
}

export async function update(c: Context<AuthedEnv>, id: string, input: LibraryVehicleUpdate) {
  const deps = c.get('deps');
  const row = await ownVehicle(c, id);
  const vehicle = input.year !== undefined && input.make !== undefined && input.model !== undefined
    ? await catalogueVehicle(c, { year: input.year, make: input.make, model: input.model, bodyStyle: input.bodyStyle })
    : undefined;
  let marked: (MarkedPhoto & { newPhoto: boolean }) | undefined;
  if (input.taps) {
    const upload = input.photoId ? (await readOwnPhoto(deps, actorOf(c), input.photoId, { original: true })).photo : undefined;
    const photo = upload ? upload.bytes : await keptPhoto(c, row);
    marked = { ...(await markPaint(c, photo, input.taps, input.strokes ?? [], upload?.original?.bytes)), newPhoto: input.photoId !== undefined };
  }
  const updated = await changeLibraryVehicle(deps, c.get('viewer').scope, row, { vehicle, side: input.side, marked });
  if (!updated) throw notFound(M.notFound);
  return c.json({ data: toLibraryVehicleDto(updated), message: M.updated });
}

export async function remove(c: Context<AuthedEnv>, id: string) {
  if (!(await removeLibraryVehicle(c.get('deps'), c.get('viewer').scope, id))) throw notFound(M.notFound);
  return c.json({ message: M.deleted });
}

/** A free preview of new marks on the kept photo (marking it again), as the photo tool previews an upload's. */
export async function selection(c: Context<AuthedEnv>, id: string, input: PhotoSelectionInput) {
  const row = await ownVehicle(c, id);
  const photo = { bytes: await keptPhoto(c, row), mimeType: 'image/jpeg' as const, width: row.width, height: row.height };
  return c.json({ data: { selection: await previewSelection(c, actorOf(c), c.get('viewer').shop.name, photo, input) } });
}

export async function file(c: Context<AuthedEnv>, id: string, which: 'photo' | 'mask') {
  const row = await ownVehicle(c, id);
  const bytes = await c.get('deps').storage.get(which === 'photo' ? row.photoKey : row.maskKey);
  if (!bytes) throw notFound(M.notFound);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': which === 'photo' ? 'image/jpeg' : 'image/png',
    'Content-Length': String(bytes.length),
    // Shop-private; a changed file is a new address (?v=), so browsers may keep each for good.
    'Cache-Control': 'private, max-age=86400, immutable',
  });
}
