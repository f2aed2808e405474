// A tiny ICU MessageFormat formatter (decision 095): `{name}` arguments, `{n, plural, =0 {…} one {…} other {…}}`
// with `#` and the locale's plural rules (Intl.PluralRules), and `{x, select, a {…} other {…}}`. Nothing else: no
// number/date skeletons (format those with ./format.ts and pass the text in) and no apostrophe quoting (a ' is kept
// as is). Small on purpose: it ships in the widget's first download. Messages are parsed once and cached.

export type MessageValues = Record<string, string | number>;

/** Text, an argument, `#`, or a plural/select: [argument, kind, options]. */
type Part = string | 0 | { a: string; k?: string; o?: Record<string, Part[]> };

const cache = new Map<string, Part[]>();

function fail(message: string): never {
  throw new Error(`Malformed ICU message: ${message}`);
}

/** Parses from `i` to the `}` closing the current level (or the end); returns the parts and where it stopped. */
function parse(m: string, i: number, plural: boolean): [Part[], number] {
  const parts: Part[] = [];
  let text = '';
  for (; i < m.length && m[i] !== '}'; ) {
    const c = m[i++]!;
    if (c !== '{' && !(c === '#' && plural)) {
      text += c;
      continue;
    }
    parts.push(text);
    text = '';
    if (c === '#') {
      parts.push(0);
      continue;
    }
    const head = /^[^{}]*/.exec(m.slice(i))![0];
    const [arg = '', kind, key] = head.split(',').map((s) => s.trim());
    i += head.length;
    if (kind === undefined) {
      if (m[i++] !== '}') fail(m);
      parts.push({ a: arg });
      continue;
    }
    if (kind !== 'plural' && kind !== 'select') fail(m);
    const options: Record<string, Part[]> = {};
    for (let name = key; m[i] === '{'; ) {
      const [sub, end] = parse(m, i + 1, kind === 'plural');
      if (!name || m[end] !== '}') fail(m);
      options[name] = sub;
      const next = /^\s*([^{}\s]*)\s*/.exec(m.slice(end + 1))![0];
      name = next.trim();
      i = end + 1 + next.length;
    }
    if (m[i++] !== '}' || !options.other) fail(m);
    parts.push({ a: arg, k: kind, o: options });
  }
  parts.push(text);
  return [parts, i];
}

function parsed(message: string): Part[] {
  let parts = cache.get(message);
  if (!parts) {
    const [p, end] = parse(message, 0, false);
    if (end !== message.length) fail(message);
    cache.set(message, (parts = p));
  }
  return parts;
}

function render(parts: Part[], locale: string, values: MessageValues, n?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part === 0) out += new Intl.NumberFormat(locale).format(n!);
    else if (!part.o) out += values[part.a] ?? `{${part.a}}`;
    else {
      const value = values[part.a]!;
      const o = part.o;
      out +=
        part.k === 'plural'
          ? render(o[`=${+value}`] ?? o[new Intl.PluralRules(locale).select(+value)] ?? o.other!, locale, values, +value)
          : render(o[value] ?? o.other!, locale, values, n);
    }
  }
  return out;
}

/** Formats one ICU message in the given locale. A missing value shows as `{name}` rather than "undefined". */
export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  return render(parsed(message), locale, values);
}

/** The argument names a message uses (for the catalogues' placeholder check), sorted. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]): void => {
    for (const part of parts) {
      if (typeof part !== 'object') continue;
      names.add(part.a);
      if (part.o) Object.values(part.o).forEach(walk);
    }
  };
  walk(parsed(message));
  return [...names].sort();
}
