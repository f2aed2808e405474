// Small helpers for writing SVG text by hand: escaping and compact, locale-free numbers.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Two decimals at most: enough precision for a 4K render, and stable output across platforms. */
export function num(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export interface GradientStop {
  offset: number;
  color: string;
  opacity?: number;
}

export function stops(list: GradientStop[]): string {
  return list
    .map(
      (s) =>
        `<stop offset="${num(Math.max(0, Math.min(1, s.offset)))}" stop-color="${s.color}"${
          s.opacity === undefined ? '' : ` stop-opacity="${num(s.opacity)}"`
        }/>`,
    )
    .join('');
}

export function linearGradient(
  id: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
  list: GradientStop[],
): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(from.x)}" y1="${num(from.y)}" x2="${num(
    to.x,
  )}" y2="${num(to.y)}">${stops(list)}</linearGradient>`;
}
