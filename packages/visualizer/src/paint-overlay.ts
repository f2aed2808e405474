// The selected paint drawn over the customer's photo: the selection route's greyscale mask (white = paint) turned
// into a see-through tint in the accent colour with a solid line along its edge and a thin dark halo outside it,
// so the edge reads on a light car, a dark car and a car the colour of the accent alike. Drawn on a canvas: a
// CSS luminance mask would need `mask-mode`, which the widget's oldest browsers lack.

export type Rgb = readonly [number, number, number];

export interface OverlayLook {
  fill: Rgb;
  line: Rgb;
  halo: Rgb;
  /** Widths in pixels of the mask. */
  lineWidth: number;
  haloWidth: number;
}

/** How much of the photo shows through the tint: enough to see the panel, enough tint to see the selection. */
const FILL_ALPHA = 107;
const HALO_ALPHA = 179;

/** 1 where a pixel within `radius` (a square around it) is `value`: two passes of running counts, so O(pixels). */
function near(bits: Uint8Array, width: number, height: number, radius: number, value: 0 | 1): Uint8Array {
  const rows = new Uint8Array(bits.length);
  const counts = new Int32Array(Math.max(width, height) + 1);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) counts[x + 1] = (counts[x] ?? 0) + (bits[row + x] === value ? 1 : 0);
    for (let x = 0; x < width; x += 1) {
      const from = Math.max(0, x - radius);
      const to = Math.min(width, x + radius + 1);
      rows[row + x] = (counts[to] ?? 0) - (counts[from] ?? 0) > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(bits.length);
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) counts[y + 1] = (counts[y] ?? 0) + (rows[y * width + x] ?? 0);
    for (let y = 0; y < height; y += 1) {
      const from = Math.max(0, y - radius);
      const to = Math.min(height, y + radius + 1);
      out[y * width + x] = (counts[to] ?? 0) - (counts[from] ?? 0) > 0 ? 1 : 0;
    }
  }
  return out;
}

/** The overlay's RGBA pixels from the mask's (any channel of a greyscale image; 128 and up is paint). */
export function selectionOverlay(mask: Uint8ClampedArray, width: number, height: number, look: OverlayLook): Uint8ClampedArray<ArrayBuffer> {
  const selected = new Uint8Array(width * height);
  for (let i = 0; i < selected.length; i += 1) selected[i] = (mask[i * 4] ?? 0) >= 128 ? 1 : 0;
  const edge = near(selected, width, height, look.lineWidth, 0);
  const halo = near(selected, width, height, look.haloWidth, 1);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < selected.length; i += 1) {
    const [colour, alpha] = selected[i] ? (edge[i] ? [look.line, 255] : [look.fill, FILL_ALPHA]) : halo[i] ? [look.halo, HALO_ALPHA] : [null, 0];
    if (!colour) continue;
    out.set([colour[0], colour[1], colour[2], alpha], i * 4);
  }
  return out;
}

/** `rgb(255, 90, 31)` or `#ff5a1f` as numbers; null for anything else. */
export function parseColour(css: string): Rgb | null {
  const value = css.trim();
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
  const parts = /^rgba?\(([^)]+)\)$/i.exec(value)?.[1]?.split(/[\s,/]+/).filter(Boolean).slice(0, 3).map(Number);
  return parts && parts.length === 3 && parts.every((n) => Number.isFinite(n)) ? (parts as unknown as Rgb) : null;
}

const INK: Rgb = [11, 18, 32];

/**
 * Draws `maskUrl` as the overlay on `canvas`, at the mask's own size (CSS stretches the canvas over the photo). The
 * line is about 2 px on screen whatever the photo's shown size: `shownWidth` is the canvas's width on screen.
 * Colours come from the design tokens where the canvas sits (the widget's shop may set its own accent). Nothing
 * is drawn once `stillWanted` says a newer mask came while this one was decoded.
 */
export async function drawSelection(canvas: HTMLCanvasElement, maskUrl: string, shownWidth: number, stillWanted: () => boolean): Promise<void> {
  const image = new Image();
  image.src = maskUrl;
  await image.decode();
  if (!stillWanted()) return;
  const { naturalWidth: width, naturalHeight: height } = image;
  const scratch = document.createElement('canvas');
  scratch.width = width;
  scratch.height = height;
  const reading = scratch.getContext('2d', { willReadFrequently: true });
  const context = canvas.getContext('2d');
  if (!reading || !context || width === 0 || height === 0) return;
  reading.drawImage(image, 0, 0);
  const style = getComputedStyle(canvas);
  const accent = parseColour(style.color) ?? parseColour(style.getPropertyValue('--ws-color-accent')) ?? [255, 90, 31];
  const ink = parseColour(style.getPropertyValue('--ws-color-ink')) ?? INK;
  const perScreenPixel = shownWidth > 0 ? width / shownWidth : 1;
  const pixels = selectionOverlay(reading.getImageData(0, 0, width, height).data, width, height, {
    fill: accent,
    line: accent,
    halo: ink,
    lineWidth: Math.max(1, Math.round(2 * perScreenPixel)),
    haloWidth: Math.max(1, Math.round(perScreenPixel)),
  });
  canvas.width = width;
  canvas.height = height;
  context.putImageData(new ImageData(pixels, width, height), 0, 0);
}
