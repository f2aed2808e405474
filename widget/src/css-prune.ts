// Drops the design system's rules that nothing in the widget bundle uses (tables, badges, cards…): the shadow root
// carries its own copy of the stylesheet, so every unused byte is paid by every shop page. Conservative on purpose:
// only whole rules are dropped (top-level ones and those inside @media, @supports and @container, whose group
// goes when nothing is left in it), only for `ws-` classes, and a class counts as used when the bundle's code has
// its name, or its block name followed by an interpolation (`ws-alert--${tone}`).

/** Splits minified CSS into its top-level rules and at-rules, quotes and nesting respected. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function classUsed(name: string, code: string): boolean {
  if (new RegExp(`${escapeRegExp(name)}(?![\\w-])`).test(code)) return true;
  const block = /^(.+?--)[\w-]+$/.exec(name)?.[1];
  return block !== undefined && new RegExp(`${escapeRegExp(block)}(?:\\$\\{|["'\`])`).test(code);
}

/** A selector can match something when every `ws-` class in it is used by the code. */
function selectorUsed(selector: string, code: string): boolean {
  const classes = selector.match(/\.ws-[\w-]+/g) ?? [];
  return classes.every((dotted) => classUsed(dotted.slice(1), code));
}

/** Conditional group rules whose inner rules are pruned like top-level ones; the group goes when it empties. */
const GROUPS = /^@(media|supports|container)\b/;

export function pruneUnusedRules(css: string, code: string): string {
  return topLevelRules(css)
    .map((rule) => {
      if (GROUPS.test(rule)) {
        const open = rule.indexOf('{');
        const inner = pruneUnusedRules(rule.slice(open + 1, -1), code);
        return inner ? `${rule.slice(0, open + 1)}${inner}}` : '';
      }
      if (rule.startsWith('@')) return rule;
      const selectors = rule.slice(0, rule.indexOf('{')).split(',');
      return selectors.some((selector) => selectorUsed(selector, code)) ? rule : '';
    })
    .join('');
}

/**
 * Drops `--ws-*` custom property declarations that no `var()` reads, in the CSS or in the code (tokens the widget
 * has no component for: layout widths, z-indexes, the largest type sizes). Repeats until nothing more goes, since
 * dropping one token can orphan a token it referred to.
 */
export function pruneUnusedProperties(css: string, code: string): string {
  let current = css;
  for (;;) {
    const next = current.replace(/(--ws-[\w-]+)\s*:[^;{}]*;?/g, (declaration, name: string) =>
      `${current}${code}`.includes(`var(${name}`) ? declaration : '',
    );
    if (next === current) return next;
    current = next;
  }
}

/** Every class of ours in a selector (`ws-`, the visualizer's `wsv-`, the widget's `wsw-`) is used by the code. */
function selectorReachable(selector: string, code: string): boolean {
  const classes = selector.match(/\.wsw?v?-[\w-]+/g) ?? [];
  return classes.every((dotted) => classUsed(dotted.slice(1), code));
}

/**
 * Splits a stylesheet in two by one part of the code: `used` keeps the rules that can match something that code
 * renders (and every rule naming no class of ours), `rest` the others, groups split alike. The widget's entry
 * ships `used` for its own code; each chunk loaded on demand ships its share of `rest` (decision 047).
 */
export function splitRules(css: string, code: string): { used: string; rest: string } {
  let used = '';
  let rest = '';
  for (const rule of topLevelRules(css)) {
    if (GROUPS.test(rule)) {
      const open = rule.indexOf('{');
      const inner = splitRules(rule.slice(open + 1, -1), code);
      if (inner.used) used += `${rule.slice(0, open + 1)}${inner.used}}`;
      if (inner.rest) rest += `${rule.slice(0, open + 1)}${inner.rest}}`;
    } else if (rule.startsWith('@') || rule.slice(0, rule.indexOf('{')).split(',').some((selector) => selectorReachable(selector, code))) {
      used += rule;
    } else {
      rest += rule;
    }
  }
  return { used, rest };
}
