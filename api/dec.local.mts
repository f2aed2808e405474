import fs from 'node:fs';
import sharp from 'sharp';
import { decode } from './src/services/photo-recolour/sam/model.ts';
import { embeddingOf, realPhotos } from './src/services/photo-recolour/real-photos.ts';
const entry = realPhotos().find((e) => e.name.includes('van'))!;
const photo = fs.readFileSync(entry.photo);
const { info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
const emb = await embeddingOf(photo, info.width, info.height);
const pts = [{ x: 300, y: 300, positive: true }];
for (const out of [{ width: 1024, height: 701 }, { width: 512, height: 350 }, { width: 256, height: 175 }, { width: 1024, height: 701 }, { width: 256, height: 175 }]) {
  const t = performance.now();
  for (let i = 0; i < 3; i++) await decode(emb.data, { width: emb.width, height: emb.height }, pts, out);
  console.log(out.width, ((performance.now() - t) / 3).toFixed(0), 'ms');
}
