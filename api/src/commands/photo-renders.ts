// Every real test photograph before and after, in the three films issue 21 holds the photo tool to (a light gloss,
// a dark matte, a gold chrome), written to docs/renders/photos/<name>.jpg for a person to judge: the photo, then
// each film, with the taps and corrections of its JSON and the engine the API runs (in this process).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { toLab } from '../services/photo-recolour/lab.ts';
import { findPaint } from '../services/photo-recolour/paint.ts';
import { embeddingOf, heldOutProbe, inputsOf, REAL_PHOTO_FILMS, realPhotos } from '../services/photo-recolour/real-photos.ts';
import { recolour } from '../services/photo-recolour/recolour.ts';

const OUT = path.resolve(import.meta.dirname, '../../../docs/renders/photos');
const TILE = 640;

function label(text: string, width: number): Buffer {
  const safe = text.replace(/[<>&]/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="30"><rect width="100%" height="100%" fill="#111"/><text x="10" y="21" font-family="sans-serif" font-size="16" fill="#fff">${safe}</text></svg>`,
  );
}

export async function photoRenders(onFile: (file: string) => void = () => {}): Promise<string[]> {
  fs.mkdirSync(OUT, { recursive: true });
  const written: string[] = [];
  for (const entry of realPhotos()) {
    const photo = fs.readFileSync(entry.photo);
    const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const embedding = await embeddingOf(photo, width, height);
    // With the paint probe that never saw this photo, as the acceptance test judges it.
    const probe = heldOutProbe(entry.name);
    const mask = await findPaint({ rgba, width, height, embedding, ...inputsOf(entry.spec, width, height), probe });
    const lab = toLab(rgba, width, height);
    const panels: { title: string; rgba: Uint8Array }[] = [{ title: `${entry.name} (before)`, rgba }];
    for (const { role, film } of REAL_PHOTO_FILMS) {
      panels.push({ title: `${role}: ${film.name} (${film.id})`, rgba: recolour(rgba, lab, mask, { hex: film.hex, finish: film.finish, secondaryHex: film.secondaryHex }) });
    }
    const h = Math.round((height * TILE) / width);
    const tiles = await Promise.all(
      panels.map(async (p) => sharp(Buffer.from(p.rgba), { raw: { width, height, channels: 4 } }).removeAlpha().resize(TILE, h).png().toBuffer()),
    );
    const file = path.join(OUT, `${entry.name}.jpg`);
    await sharp({ create: { width: 2 * TILE, height: 2 * (h + 30), channels: 3, background: '#111' } })
      .composite(
        tiles.flatMap((tile, i) => {
          const left = (i % 2) * TILE;
          const top = Math.floor(i / 2) * (h + 30);
          return [
            { input: label(panels[i]!.title, TILE), left, top },
            { input: tile, left, top: top + 30 },
          ];
        }),
      )
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(file);
    written.push(file);
    onFile(file);
  }
  return written;
}
