// The studio: a cool grey wall curving into a lighter floor, with a soft spotlight pool under the car.
import type { IdOf } from './finishes.ts';
import { linearGradient, num, stops } from './svg.ts';

export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function studioBackdrop(id: IdOf, view: Viewport, groundY: number): { defs: string; svg: string } {
  const defs =
    linearGradient(id('studio'), { x: 0, y: view.y }, { x: 0, y: view.y + view.height }, [
      { offset: 0, color: '#c9ced4' },
      { offset: Math.max(0, (groundY - 150 - view.y) / view.height), color: '#e8ebee' },
      { offset: Math.max(0, (groundY - 40 - view.y) / view.height), color: '#f3f4f6' },
      { offset: Math.min(1, (groundY + 60 - view.y) / view.height), color: '#e3e6e9' },
      { offset: 1, color: '#c4c9cf' },
    ]) +
    `<radialGradient id="${id('spot')}" cx="0.5" cy="0.5" r="0.5">${stops([
      { offset: 0, color: '#ffffff', opacity: 0.85 },
      { offset: 1, color: '#ffffff', opacity: 0 },
    ])}</radialGradient>`;
  const svg = `<rect class="backdrop" x="${num(view.x)}" y="${num(view.y)}" width="${num(view.width)}" height="${num(
    view.height,
  )}" fill="url(#${id('studio')})"/><ellipse cx="512" cy="${num(groundY + 8)}" rx="470" ry="70" fill="url(#${id('spot')})"/>`;
  return { defs, svg };
}
