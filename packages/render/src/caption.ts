// The caption band: vehicle on the first line, film on the second, with a swatch of the film colour.
import { FINISH_LABELS } from '@wrapsmith/catalog';
import type { IdOf } from './finishes.ts';
import type { NormalizedScene } from './scene.ts';
import type { Viewport } from './backdrop.ts';
import { escapeXml, linearGradient, num } from './svg.ts';

export const CAPTION_HEIGHT = 76;

/** resvg and browsers both pick the first family they have; DejaVu is the Debian fallback. */
export const FONT_STACK = "Inter, 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

export function captionLines(scene: NormalizedScene): [string, string] {
  const { vehicle, film } = scene;
  return [`${vehicle.year} ${vehicle.make} ${vehicle.model}`, `${film.brand} ${film.name} · ${FINISH_LABELS[film.finish]}`];
}

export function captionBand(id: IdOf, scene: NormalizedScene, view: Viewport): { defs: string; svg: string } {
  const top = view.y + view.height - CAPTION_HEIGHT;
  const left = Math.max(view.x, 0) + 28;
  const [vehicleLine, filmLine] = captionLines(scene);
  const defs = linearGradient(id('caption'), { x: 0, y: top }, { x: 0, y: top + CAPTION_HEIGHT }, [
    { offset: 0, color: '#1b1e22' },
    { offset: 1, color: '#0e1012' },
  ]);
  const swatchX = left + 22;
  const swatchY = top + CAPTION_HEIGHT / 2;
  const textX = swatchX + 38;
  const svg = `<g class="caption" font-family="${FONT_STACK}"><rect x="${num(view.x)}" y="${num(top)}" width="${num(
    view.width,
  )}" height="${CAPTION_HEIGHT}" fill="url(#${id('caption')})"/><circle cx="${num(swatchX)}" cy="${num(swatchY)}" r="20" fill="${
    scene.film.hex
  }" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/><text x="${num(textX)}" y="${num(top + 33)}" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(
    vehicleLine,
  )}</text><text x="${num(textX)}" y="${num(top + 58)}" font-size="16" fill="#b9c0c8">${escapeXml(filmLine)}</text></g>`;
  return { defs, svg };
}
