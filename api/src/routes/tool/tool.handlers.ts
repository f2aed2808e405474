// The Studio: vehicle pickers, the shop's brands and films, and the two ways to generate a preview.
import { BRANDS, type RenderZones } from '@wrapsmith/catalog';
import { photoRenderFields, type GenerateCarImageInput, type PhotoSelectionInput } from '@wrapsmith/core';
import { renderImagePath } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../lib/json-body.ts';
import { brandName, CUSTOM_BRAND, listBrands, listFilmGroups } from '../../services/films/index.ts';
import { readRecolourForm, recolourFormFields } from '../../services/photo-recolour/form.ts';
import { IMAGE_RULES, photoDto, photoImageResponse, previewSelection, readImageUpload, readOwnPhoto, uploadPhoto as storeUpload, type PhotoActor } from '../../services/photo-uploads/index.ts';
import { libraryPhotoDto } from '../../services/library/index.ts';
import { engineUnavailable, generateRender, refuseBeforeWork, type GeneratedRender, type RenderRequest } from '../../services/render/index.ts';
import { findMake, listModels, listYears, makesResponseBody } from '../../services/vehicles/index.ts';

export const unknownMake = (make: string) => badRequest(`Unknown make "${make}". Pick a make from the list.`);

export async function getYears(c: Context<AuthedEnv>) {
  return c.json({ data: { years: await listYears(c.get('deps').db) } });
}

export async function getMakes(c: Context<AuthedEnv>, query: { year: number }) {
  return c.body(await makesResponseBody(c.get('deps').db, query.year), 200, { 'Content-Type': 'application/json' });
}

export async function getModels(c: Context<AuthedEnv>, query: { year: number; make: string }) {
  const { db } = c.get('deps');
  const make = await findMake(db, query.make);
  if (!make) throw unknownMake(query.make);
  return c.json({ data: { models: await listModels(db, query.year, make.id) } });
}

/**
 * What the photo tools can do on this server, asked before any upload: the built-in recolour always works; the
 * photo-real AI render needs an engine that takes photos (Replicate configured).
 */
export function getEngines(c: Context<AuthedEnv>) {
  return c.json({ data: { recolour: true, photoReal: c.get('deps').render.engine.supportsPhotos } });
}

export async function getBrands(c: Context<AuthedEnv>) {
  return c.json({ data: (await listBrands(c.get('deps').db, c.get('viewer').shop.id)) });
}

export async function getFilms(c: Context<AuthedEnv>, query: { brand: string }) {
  const brandId = query.brand.toLowerCase();
  if (brandId !== CUSTOM_BRAND.id && !BRANDS.some((b) => b.id === brandId)) throw badRequest(`Unknown wrap brand "${query.brand}".`);
  const groups = await listFilmGroups(c.get('deps').db, c.get('viewer').shop.id, brandId);
  return c.json({ data: { brand: { id: brandId, name: brandName(brandId) }, groups } });
}

/** The spec's generation answer (data.image[0].inlineData.data is the base64 PNG) plus the render's id and URL. */
export function renderResponse(result: GeneratedRender) {
  return {
    data: {
      image: [{ inlineData: { mimeType: 'image/png', data: result.png.toString('base64') } }],
      renderId: result.render.id,
      url: renderImagePath(result.render.id),
      credits: result.credits,
      /** False when the same picture, paid within 30 days, was served again without a credit (decision 060). */
      charged: result.charged,
    },
  };
}

export async function generateCarImage(c: Context<AuthedEnv>, input: GenerateCarImageInput) {
  const { shop, user } = c.get('viewer');
  const request: RenderRequest = {
    vehicle: { year: input.year, make: input.make, model: input.model, bodyStyle: input.bodyStyle },
    film: { filmId: input.filmId, brand: input.brand, finish: input.finish, color: input.color, description: input.description },
    zones: input.zones as RenderZones | undefined,
    view: input.view,
  };
  const result = await generateRender(c.get('deps'), { shop, user, source: 'studio', request });
  const body = renderResponse(result);
  // A picture made from the shop's own photo says so (decision 056).
  return c.json({ data: { ...body.data, library: libraryPhotoDto(result.library, shop.name) } });
}

/** /aitool: the customer's own car photo wrapped by the AI engine. The local engine cannot, and says so first. */
export async function photoRender(c: Context<AuthedEnv>) {
  if (!c.get('deps').render.engine.supportsPhotos) throw engineUnavailable();
  const upload = await readImageUpload(c, 'photo', IMAGE_RULES.photo);
  const { zones: zonesText, ...rest } = upload.fields;
  let zones: unknown;
  try {
    if (zonesText && nestsDeeperThan(zonesText, MAX_JSON_DEPTH)) throw new Error('nested too deeply');
    zones = zonesText ? JSON.parse(zonesText) : undefined;
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'zones must be JSON');
  }
  const parsed = photoRenderFields.safeParse({ ...rest, ...(zones === undefined ? {} : { zones }) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, 'VALIDATION_FAILED', issue ? `${issue.path.join('.') || 'form'}: ${issue.message}` : 'Invalid form');
  }
  const fields = parsed.data;
  const { shop, user } = c.get('viewer');
  const result = await generateRender(c.get('deps'), {
    shop,
    user,
    source: 'aitool',
    request: {
      film: { filmId: fields.filmId, brand: fields.brand, finish: fields.finish, color: fields.color, description: fields.description },
      zones: fields.zones as RenderZones | undefined,
      photo: { bytes: upload.bytes, mimeType: upload.mimeType },
    },
  });
  return c.json(renderResponse(result));
}

/** The signed-in user as the photo tool's actor: Studio uploads are the shop's, limited per user. */
function studioActor(c: Context<AuthedEnv>): PhotoActor {
  const { shop, user } = c.get('viewer');
  return { kind: 'studio', shopId: shop.id, userId: user.id };
}

/** POST /photos: the customer's photo stored for a day with its embedding, for free selections and paid recolours. */
export async function uploadPhoto(c: Context<AuthedEnv>) {
  const row = await storeUpload(c, studioActor(c), c.get('viewer').shop.name);
  return c.json({ data: { photo: photoDto(row) } }, 201);
}

export async function photoImage(c: Context<AuthedEnv>, id: string) {
  const { photo } = await readOwnPhoto(c.get('deps'), studioActor(c), id);
  return photoImageResponse(c, photo.bytes);
}

/** POST /photos/:id/selection: what the taps and strokes select, as a mask. Free: no credit is spent. */
export async function photoSelection(c: Context<AuthedEnv>, id: string, input: PhotoSelectionInput) {
  const actor = studioActor(c);
  const { photo } = await readOwnPhoto(c.get('deps'), actor, id);
  const selection = await previewSelection(c, actor, c.get('viewer').shop.name, photo, input);
  return c.json({ data: { selection } });
}

/**
 * "Your car's photo" on the built-in engine: the customer's photo (a file, or a stored upload by `photoId`) with the
 * paint they tapped recoloured to the film (docs/decisions/036). One credit, stored and answered like every render,
 * plus the picture's size.
 */
export async function photoRecolour(c: Context<AuthedEnv>) {
  const actor = studioActor(c);
  const { shop, user } = c.get('viewer');
  // The user's and the shop's render windows and the credits are asked before the photo is decoded (issue 23 item 1).
  const { fields, photo } = await readRecolourForm(
    c,
    recolourFormFields,
    async (photoId) => (await readOwnPhoto(c.get('deps'), actor, photoId, { original: true })).photo,
    () => refuseBeforeWork(c.get('deps'), { shopId: shop.id, actorKey: user.id }),
  );
  const result = await generateRender(c.get('deps'), {
    shop,
    user,
    source: 'aitool',
    request: {
      film: { filmId: fields.filmId, brand: fields.brand, finish: fields.finish, color: fields.color, description: fields.description },
      photo: { bytes: photo.bytes, mimeType: photo.mimeType, original: photo.original },
      taps: fields.taps,
      strokes: fields.strokes,
    },
  });
  const body = renderResponse(result);
  return c.json({ data: { ...body.data, width: photo.width, height: photo.height } });
}
