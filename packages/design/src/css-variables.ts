// Turns the token object into CSS custom properties: tokens.color.textMuted -> --ws-color-text-muted.
import { tokens } from './tokens.ts';

type Group = Exclude<keyof typeof tokens, 'focusRing'>;

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function cssVarName(group: Group | 'focusRing', key?: string): string {
  return key === undefined ? `--ws-${kebab(group)}` : `--ws-${kebab(group)}-${kebab(key)}`;
}

/** `var(--ws-…)` reference for use in inline styles. */
export function cssVar(group: Group, key: string): string {
  return `var(${cssVarName(group, key)})`;
}

export function tokenDeclarations(): [string, string][] {
  const out: [string, string][] = [];
  for (const [group, value] of Object.entries(tokens)) {
    if (typeof value === 'string') {
      out.push([cssVarName(group as Group), value]);
      continue;
    }
    for (const [key, v] of Object.entries(value)) out.push([cssVarName(group as Group, key), v]);
  }
  return out;
}

/** Custom properties on the document root and on a shadow host, so one string serves page and widget. */
export const tokensCss = `:root, :host {\n${tokenDeclarations()
  .map(([name, value]) => `  ${name}: ${value};`)
  .join('\n')}\n}\n`;
