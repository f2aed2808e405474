// The customer's photo as Replicate takes it: a JPEG data URL under Replicate's data-URL guidance (docs/decisions/035).
import sharp from 'sharp';
import { decoder } from '../../lib/decode-queue.ts';
import { RECOLOUR_MAX_INPUT_PIXELS } from '../photo-recolour/photo.ts';
import { RenderEngineError } from './types.ts';

/**
 * The largest data URL sent, in characters (= bytes): Replicate recommends data URLs only "if the file is less than
 * 1MB" (replicate.com/docs/topics/predictions/input-files). The whole URL is held to it, base64 overhead included.
 */
export const PHOTO_DATA_URL_MAX = 1_000_000;

/** Longest edge first tried: the models work at about a megapixel, so more detail than this is not used. */
export const PHOTO_MAX_EDGE = 1536;

/** Smaller and smaller JPEGs until one fits: quality first, then size. */
const ATTEMPTS: readonly { edge: number; quality: number }[] = [
  { edge: PHOTO_MAX_EDGE, quality: 86 },
  { edge: PHOTO_MAX_EDGE, quality: 72 },
  { edge: 1280, quality: 72 },
  { edge: 1024, quality: 72 },
  { edge: 768, quality: 68 },
  { edge: 512, quality: 60 },
];

/**
 * A phone photo (12 MP, several MB) as a JPEG data URL of at most `maxLength` characters: turned upright
 * by its EXIF orientation, transparency on white, and no metadata sent on (sharp drops EXIF, so no GPS position).
 */
export async function photoDataUrl(bytes: Buffer, maxLength = PHOTO_DATA_URL_MAX): Promise<string> {
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    // The upload was checked by its bytes and header (IMAGE_RULES.photo); its decode keeps the pixel and time limits.
    upright = await decoder(bytes, RECOLOUR_MAX_INPUT_PIXELS)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new RenderEngineError('The photo could not be read for the AI engine', { cause: error });
  }
  const { width, height, channels } = upright.info;
  for (const { edge, quality } of ATTEMPTS) {
    const jpeg = await sharp(upright.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } })
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    const url = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    if (url.length <= maxLength) return url;
  }
  throw new RenderEngineError(`The photo does not fit in a ${maxLength}-byte data URL even at 512 px`);
}
