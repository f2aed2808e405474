// Masks as the photo tool keeps them (decision 055): taps in pixels, the paint mask with its coverage, and the
// morphology the selection and the tests use (square dilation and erosion, filling small enclosed holes).

export interface PixelTap {
  /** Pixel column and row in the photo. */
  x: number;
  y: number;
  mode: 'add' | 'remove';
}

export interface PaintMask {
  width: number;
  height: number;
  /** 0–255 coverage: 0 untouched, 255 fully recoloured, the feathered edge between. */
  alpha: Uint8Array;
  /** Pixels fully inside (alpha 255), for the region's statistics. */
  area: number;
}

/**
 * Square dilation (`grow`) or erosion of a 0/1 mask by `radius`: running counts along each row, then running counts
 * per column carried down the rows, so both passes read memory in order. Outside the photo counts as empty for a
 * dilation and as full for an erosion, so an erosion does not eat paint that runs off the edge of the picture.
 */
export function morph(mask: Uint8Array, width: number, height: number, radius: number, grow: boolean): Uint8Array {
  if (radius <= 0) return mask.slice();
  if (radius === 1) return morph1(mask, width, height, grow);
  const span = 2 * radius + 1;
  const outside = grow ? 0 : 1;
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let count = 0;
    for (let i = -radius; i < radius; i++) count += i < 0 || i >= width ? outside : mask[base + i]!;
    for (let x = 0; x < width; x++) {
      const enter = x + radius;
      count += enter >= width ? outside : mask[base + enter]!;
      rows[base + x] = grow ? (count > 0 ? 1 : 0) : count === span ? 1 : 0;
      const leave = x - radius;
      count -= leave < 0 ? outside : mask[base + leave]!;
    }
  }
  const out = new Uint8Array(mask.length);
  const counts = new Int32Array(width);
  const addRow = (y: number, sign: number) => {
    if (y < 0 || y >= height) {
      if (outside) for (let x = 0; x < width; x++) counts[x]! += sign;
      return;
    }
    const base = y * width;
    for (let x = 0; x < width; x++) counts[x]! += sign * rows[base + x]!;
  };
  for (let y = -radius; y < radius; y++) addRow(y, 1);
  for (let y = 0; y < height; y++) {
    addRow(y + radius, 1);
    const base = y * width;
    if (grow) for (let x = 0; x < width; x++) out[base + x] = counts[x]! > 0 ? 1 : 0;
    else for (let x = 0; x < width; x++) out[base + x] = counts[x] === span ? 1 : 0;
    addRow(y - radius, -1);
  }
  return out;
}

/**
 * morph() with a radius of one (most calls: a feather, an opening): the 3 × 3 square as an OR (dilation) or an AND
 * (erosion) of each pixel's row neighbours, then of the rows above and below; the same answer, about twice as fast.
 */
function morph1(mask: Uint8Array, width: number, height: number, grow: boolean): Uint8Array {
  const n = mask.length;
  const outside = grow ? 0 : 1;
  const rows = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    const last = base + width - 1;
    if (width === 1) {
      rows[base] = mask[base]!; // its neighbours are outside the photo: nothing to a dilation, full to an erosion
      continue;
    }
    if (grow) {
      rows[base] = mask[base]! | mask[base + 1]!;
      for (let p = base + 1; p < last; p++) rows[p] = mask[p - 1]! | mask[p]! | mask[p + 1]!;
      rows[last] = mask[last - 1]! | mask[last]!;
    } else {
      rows[base] = mask[base]! & mask[base + 1]!;
      for (let p = base + 1; p < last; p++) rows[p] = mask[p - 1]! & mask[p]! & mask[p + 1]!;
      rows[last] = mask[last - 1]! & mask[last]!;
    }
  }
  const out = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    const above = y > 0 ? base - width : -1;
    const below = y < height - 1 ? base + width : -1;
    for (let x = 0; x < width; x++) {
      const up = above < 0 ? outside : rows[above + x]!;
      const down = below < 0 ? outside : rows[below + x]!;
      out[base + x] = grow ? up | rows[base + x]! | down : up & rows[base + x]! & down;
    }
  }
  return out;
}

/**
 * Fills enclosed holes (4-connected areas outside the mask that do not reach the mask's bounding box, hence the
 * picture's edge) of at most `maxArea` pixels, unless a pixel of `keepOut` is in them (claimed by the other front:
 * a remove tap's region).
 */
export function fillHoles(mask: Uint8Array, width: number, maxArea: number, keepOut: Uint8Array): Uint8Array {
  const out = mask.slice();
  let left = width;
  let right = -1;
  let top = -1;
  let bottom = -1;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (top < 0) top = y;
    bottom = y;
  }
  if (right < 0) return out;
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const members = new Int32Array(mask.length);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const start = y * width + x;
      if (mask[start] || seen[start]) continue;
      seen[start] = 1;
      let depth = 0;
      stack[depth++] = start;
      let count = 0;
      let enclosed = true;
      while (depth > 0) {
        const p = stack[--depth]!;
        members[count++] = p;
        const px = p % width;
        const py = (p - px) / width;
        if (px === left || px === right || py === top || py === bottom || keepOut[p]) enclosed = false;
        for (let k = 0; k < 4; k++) {
          const q = k === 0 ? (px > left ? p - 1 : -1) : k === 1 ? (px < right ? p + 1 : -1) : k === 2 ? (py > top ? p - width : -1) : py < bottom ? p + width : -1;
          if (q < 0 || mask[q] || seen[q]) continue;
          seen[q] = 1;
          stack[depth++] = q;
        }
      }
      if (enclosed && count <= maxArea) for (let i = 0; i < count; i++) out[members[i]!] = 1;
    }
  }
  return out;
}
