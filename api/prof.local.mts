import fs from 'node:fs';
import sharp from 'sharp';
import { findPaint, decoderUse } from './src/services/photo-recolour/paint.ts';
import { embeddingOf, heldOutProbe, inputsOf, realPhotos } from './src/services/photo-recolour/real-photos.ts';
const only = process.argv[2];
for (const entry of realPhotos()) {
  if (only && !entry.name.includes(only)) continue;
  const photo = fs.readFileSync(entry.photo);
  const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  let t = performance.now();
  const embedding = await embeddingOf(photo, width, height);
  const emb = performance.now() - t;
  const { taps, strokes } = inputsOf(entry.spec, width, height);
  const probe = heldOutProbe(entry.name);
  decoderUse.runs = 0; decoderUse.ms = 0;
  t = performance.now();
  await findPaint({ rgba, width, height, embedding, taps, strokes, probe });
  console.log(entry.name, width, height, 'emb', emb.toFixed(0), 'select', (performance.now() - t).toFixed(0), 'decoder runs', decoderUse.runs, decoderUse.ms.toFixed(0));
}
