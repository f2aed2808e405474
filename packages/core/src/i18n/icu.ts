// A tiny ICU MessageFormat formatter (decision 095): `{name}` arguments, `{n, plural, =0 {…} one {…} other {…}}`
// with `#` and the locale's plural rules through Intl.PluralRules, and `{x, select, a {…} other {…}}`. Nothing else:
// no number/date skeletons (format those with ./format.ts and pass the text in), no apostrophe quoting (catalogues
// use typographic ’ or a plain ' that is kept as is). Messages are parsed once and cached.

export type MessageValues = Record<string, string | number>;

type Part =
  | string
  | { arg: string }
  | { arg: string; kind: 'plural' | 'select'; options: Record<string, Part[]> }
  | { hash: true };

const cache = new Map<string, Part[]>();

function parse(message: string, start: number, inPlural: boolean): [Part[], number] {
  const parts: Part[] = [];
  let text = '';
  let i = start;
  const flush = () => {
    if (text) parts.push(text);
    text = '';
  };
  while (i < message.length) {
    const c = message[i];
    if (c === '}') break;
    if (c === '#' && inPlural) {
      flush();
      parts.push({ hash: true });
      i++;
      continue;
    }
    if (c !== '{') {
      text += c;
      i++;
      continue;
    }
    flush();
    const close = message.indexOf('}', i);
    const comma = message.indexOf(',', i);
    if (close < 0) throw new Error(`Unclosed argument in message: ${message}`);
    if (comma < 0 || close < comma) {
      parts.push({ arg: message.slice(i + 1, close).trim() });
      i = close + 1;
      continue;
    }
    const arg = message.slice(i + 1, comma).trim();
    const comma2 = message.indexOf(',', comma + 1);
    const kind = message.slice(comma + 1, comma2).trim();
    if (kind !== 'plural' && kind !== 'select') throw new Error(`Unsupported argument type "${kind}" in message: ${message}`);
    const options: Record<string, Part[]> = {};
    i = comma2 + 1;
    for (;;) {
      while (/\s/.test(message[i] ?? '')) i++;
      if (message[i] === '}') break;
      const open = message.indexOf('{', i);
      if (open < 0) throw new Error(`Malformed ${kind} in message: ${message}`);
      const key = message.slice(i, open).trim();
      const [sub, end] = parse(message, open + 1, kind === 'plural');
      if (message[end] !== '}') throw new Error(`Unclosed option "${key}" in message: ${message}`);
      options[key] = sub;
      i = end + 1;
    }
    if (!options.other) throw new Error(`A ${kind} needs an "other" option: ${message}`);
    parts.push({ arg, kind, options });
    i++;
  }
  flush();
  return [parts, i];
}

function parsed(message: string): Part[] {
  let parts = cache.get(message);
  if (!parts) {
    const [p, end] = parse(message, 0, false);
    if (end !== message.length) throw new Error(`Unbalanced braces in message: ${message}`);
    cache.set(message, (parts = p));
  }
  return parts;
}

function render(parts: Part[], locale: string, values: MessageValues, count: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('hash' in part) out += count === null ? '#' : new Intl.NumberFormat(locale).format(count);
    else if (!('kind' in part)) out += String(values[part.arg] ?? `{${part.arg}}`);
    else {
      const value = values[part.arg];
      if (part.kind === 'plural') {
        const n = Number(value);
        const option = part.options[`=${n}`] ?? part.options[new Intl.PluralRules(locale).select(n)] ?? part.options.other!;
        out += render(option, locale, values, n);
      } else {
        out += render(part.options[String(value)] ?? part.options.other!, locale, values, count);
      }
    }
  }
  return out;
}

/** Formats one ICU message in the given locale. A missing value shows as `{name}` rather than "undefined". */
export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  return render(parsed(message), locale, values, null);
}

/** The argument names a message uses (for the catalogues' placeholder check), sorted. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'hash' in part) continue;
      names.add(part.arg);
      if ('kind' in part) Object.values(part.options).forEach(walk);
    }
  };
  walk(parsed(message));
  return [...names].sort();
}
