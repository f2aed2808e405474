// A shop's custom colours, swatch-photo colour matching, and the catalogue settings.
import { averageColor, BRANDS, nearestFilm } from '@wrapsmith/catalog';
import type { CatalogSettingsInput, CustomFilmInput } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { decoder, decodeUpload } from '../../lib/decode-queue.ts';
import { notAnImage } from '../../lib/upload.ts';
import {
  createCustomFilm,
  deleteCustomFilm,
  finishOf,
  getCatalogSettings,
  listOfferedFilms,
  setCatalogSettings,
  toFilm,
  toFilmDto,
  unknownFilmIds,
} from '../../services/films/index.ts';
import { IMAGE_RULES, readImageUpload } from '../../services/photo-uploads/index.ts';

/** Swatches are averaged on a thumbnail: colour, not detail, matters, and it bounds the work per upload. */
const SWATCH_THUMBNAIL = 64;

export async function createFilm(c: Context<AuthedEnv>, input: CustomFilmInput) {
  const finish = finishOf(input.finish);
  if (!finish) throw badRequest(`Unknown finish "${input.finish}". Use Gloss, Satin, Matte, Chrome, Flip, Brushed or Carbon Fiber.`);
  const row = await createCustomFilm(c.get('deps').db, c.get('viewer').shop.id, { ...input, finish }, c.get('deps').now());
  return c.json({ data: toFilmDto(row), message: 'Colour saved' }, 201);
}

export async function deleteFilm(c: Context<AuthedEnv>, id: string) {
  if (!(await deleteCustomFilm(c.get('deps').db, c.get('viewer').shop.id, id))) throw notFound('Colour not found');
  return c.json({ message: 'Colour deleted' });
}

export async function matchSwatch(c: Context<AuthedEnv>) {
  const upload = await readImageUpload(c, 'image', IMAGE_RULES.swatch);
  // A file cut short or damaged after a valid header is a 400 (issue 23 item 11), not an internal error.
  const { data } = await decodeUpload(() =>
    decoder(upload.bytes, IMAGE_RULES.swatch.maxPixels)
      .rotate()
      .resize(SWATCH_THUMBNAIL, SWATCH_THUMBNAIL, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const hex = averageColor(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  if (!hex) throw notAnImage();
  const nearest = nearestFilm(hex, (await listOfferedFilms(c.get('deps').db, c.get('viewer').shop.id)).map((row) => ({ ...toFilm(row), row })));
  return c.json({
    data: {
      hex,
      nearest: nearest ? { ...toFilmDto(nearest.film.row), distance: Math.round(nearest.distance * 10) / 10 } : null,
    },
  });
}

export async function getSettings(c: Context<AuthedEnv>) {
  return c.json({ data: (await getCatalogSettings(c.get('deps').db, c.get('viewer').shop.id)) });
}

export async function putSettings(c: Context<AuthedEnv>, input: CatalogSettingsInput) {
  const { db } = c.get('deps');
  const shopId = c.get('viewer').shop.id;
  const badBrand = input.hiddenBrands.find((id) => !BRANDS.some((b) => b.id === id));
  if (badBrand) throw badRequest(`Unknown wrap brand "${badBrand}".`);
  const [badFilm] = await unknownFilmIds(db, shopId, input.hiddenFilms);
  if (badFilm) throw badRequest(`Unknown film "${badFilm}".`);
  return c.json({ data: (await setCatalogSettings(db, shopId, input)), message: 'Catalogue saved' });
}
