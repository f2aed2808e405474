// The kept selection from taps (tap-selection.ts, decision 082): packed small, read back exactly, and never used for
// other taps or from bytes that are not one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskStorage } from '../storage/index.ts';
import { tempDir } from '../../test/app.ts';
import { keepTapSelection, keptTapSelection, photoSha256 } from './tool.ts';
import { packTapSelection, tapSelectionKey, tapsKey, unpackTapSelection, type TapSelection } from './tap-selection.ts';

const TAPS = [
  { x: 400, y: 300, mode: 'add' as const },
  { x: 120, y: 200, mode: 'remove' as const },
];

/** A work-size selection of 1024 × 683: a car-like blob with a window hole. */
function blob(): TapSelection {
  const width = 1024;
  const height = 683;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inCar = ((x - 512) / 420) ** 2 + ((y - 380) / 200) ** 2 <= 1;
      const inWindow = x > 380 && x < 640 && y > 220 && y < 300;
      mask[y * width + x] = inCar && !inWindow ? 1 : 0;
    }
  }
  return { key: tapsKey(1536, 1024, TAPS), width, height, mask };
}

describe('a kept selection from taps', () => {
  it('packs to a few kilobytes and reads back exactly', () => {
    const selection = blob();
    const packed = packTapSelection(selection);
    expect(packed.byteLength).toBeLessThan(16_000);
    expect(unpackTapSelection(packed)).toEqual(selection);
    expect(selection.key).toBe('1536x1024:add400,300;remove120,200');
  });

  it('reads nothing from bytes that are not one: another format, cut short, damaged, or a size no photo has', () => {
    const packed = packTapSelection(blob());
    const damaged = packed.slice();
    damaged[damaged.length - 20] = damaged[damaged.length - 20]! ^ 0xff;
    const huge = packed.slice();
    new DataView(huge.buffer).setUint32(4, 5000, true);
    for (const bytes of [new Uint8Array(0), packed.subarray(0, 10), packed.subarray(0, packed.length - 30), damaged, huge, new TextEncoder().encode('WST1 but not really a selection')]) {
      expect(unpackTapSelection(bytes)).toBeNull();
    }
  });

  it('is kept per photo, found again for the same taps on the same size, and for no other taps or photo', async () => {
    const root = tempDir();
    const storage = diskStorage(root);
    const photo = new TextEncoder().encode('the bytes of a photo');
    const selection = blob();
    await keepTapSelection(storage, photo, undefined);
    expect(fs.existsSync(path.join(root, 'selections'))).toBe(false);
    await keepTapSelection(storage, photo, selection);
    expect(fs.readdirSync(path.join(root, 'selections'))).toEqual([path.basename(tapSelectionKey(photoSha256(photo)))]);
    expect(await keptTapSelection(storage, photo, TAPS, 1536, 1024)).toEqual(selection);
    expect(await keptTapSelection(storage, photo, TAPS.slice(0, 1), 1536, 1024)).toBeUndefined();
    expect(await keptTapSelection(storage, photo, [{ ...TAPS[0]!, x: 401 }, TAPS[1]!], 1536, 1024)).toBeUndefined();
    expect(await keptTapSelection(storage, photo, TAPS, 2048, 1365)).toBeUndefined();
    expect(await keptTapSelection(storage, new TextEncoder().encode('another photo'), TAPS, 1536, 1024)).toBeUndefined();
    // A kept object that is not readable is no selection.
    await storage.put(tapSelectionKey(photoSha256(photo)), new Uint8Array([1, 2, 3]));
    expect(await keptTapSelection(storage, photo, TAPS, 1536, 1024)).toBeUndefined();
  });
});
