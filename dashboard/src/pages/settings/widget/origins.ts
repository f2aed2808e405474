// The websites of a widget key, typed one per line: checked and normalised in the browser the way the API does
// (scheme://host[:port], https:// when no scheme is typed, paths dropped), so mistakes show before saving.
import { WIDGET_MESSAGES as M } from './widget-messages.ts';

export const MAX_ORIGINS_PER_KEY = 20;

export function normalizeOrigin(input: string): string | null {
  const text = input.trim();
  if (!text || /[\s*<>]/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.origin;
}

export type OriginsResult = { ok: true; origins: string[] } | { ok: false; error: string };

/** One website per line; blank lines are ignored and duplicates collapse. */
export function parseOrigins(text: string): OriginsResult {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return { ok: false, error: M.originsRequired };
  const origins: string[] = [];
  for (const line of lines) {
    const origin = normalizeOrigin(line);
    if (!origin) return { ok: false, error: M.originInvalid(line) };
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > MAX_ORIGINS_PER_KEY) return { ok: false, error: M.originsTooMany };
  return { ok: true, origins };
}
