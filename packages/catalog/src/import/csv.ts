// A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF, a leading BOM, and the line each
// record starts on so that import reports can point at it.

export interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  fields: string[];
  /** Set when the record cannot be trusted, e.g. a quote that is never closed. */
  error?: string;
}

export interface CsvOptions {
  /** Field separator; by default guessed from the first line (comma, semicolon or tab). */
  delimiter?: string;
}

function guessDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** Reads every record; blank lines are skipped. Never throws. */
export function readCsv(input: string, options: CsvOptions = {}): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = options.delimiter ?? guessDelimiter(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quotedAt = 0;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  while (i < text.length) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      inQuotes = true;
      quotedAt = line;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
    i += 1;
  }

  if (inQuotes) {
    fields.push(field);
    records.push({ line: recordLine, fields, error: `Quoted field opened on line ${quotedAt} is never closed` });
  } else if (field !== '' || fields.length > 0) {
    endRecord();
  }
  return records;
}

/** Header cell → comparison key: lower case, letters and digits only ("Body Style" → "bodystyle"). */
export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Column positions by header key, and a getter for a record that tries aliases in order. */
export function columnsOf(header: readonly string[]) {
  const index = new Map<string, number>();
  header.forEach((cell, position) => {
    const key = headerKey(cell);
    if (!index.has(key)) index.set(key, position);
  });
  const find = (aliases: readonly string[]): number | undefined => {
    for (const alias of aliases) {
      const position = index.get(alias);
      if (position !== undefined) return position;
    }
    return undefined;
  };
  return {
    has: (aliases: readonly string[]) => find(aliases) !== undefined,
    /** Trimmed value of the first alias column present, or '' when none is. */
    get: (record: CsvRecord, aliases: readonly string[]) => {
      const position = find(aliases);
      return position === undefined ? '' : (record.fields[position] ?? '').trim();
    },
  };
}
