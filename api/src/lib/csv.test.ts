import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDownload, csvField, csvStreamDownload, toCsv, type CsvColumn } from './csv.ts';

interface Row {
  name: string;
  note: string | null;
  total: number | null;
  at: Date;
  day: string | null;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'Note', cell: (r) => r.note },
  { header: 'Total', cell: (r) => r.total },
  { header: 'Created', cell: (r) => r.at },
  { header: 'Day', cell: (r) => r.day },
];

describe('csvField', () => {
  it('leaves plain text alone and writes nothing for null and undefined', () => {
    expect(csvField('Dana Reyes')).toBe('Dana Reyes');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with a comma, a quote, CR or LF and doubles its quotes', () => {
    expect(csvField('Reyes, Dana')).toBe('"Reyes, Dana"');
    expect(csvField('the "satin" one')).toBe('"the ""satin"" one"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvField('"')).toBe('""""');
  });

  it('turns every cell a spreadsheet could run as a formula into text with a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvField('a=1')).toBe('a=1');
    expect(csvField('Dana @ Northside')).toBe('Dana @ Northside');
  });

  it('writes numbers as numbers and dates as ISO 8601 in UTC', () => {
    expect(csvField(3850.5)).toBe('3850.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(new Date('2026-11-23T14:05:00Z'))).toBe('2026-11-23T14:05:00.000Z');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and the header row and ends every row, the last too, with CRLF', () => {
    const csv = toCsv(COLUMNS, [
      { name: 'Renée', note: 'Full wrap,\nkeep the "badges"', total: 3850.5, at: new Date('2026-06-01T12:00:00Z'), day: '2026-06-03' },
      { name: '=1+1', note: null, total: null, at: new Date('2026-06-02T08:30:00Z'), day: null },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length)).toBe(
      'Name,Note,Total,Created,Day\r\n' +
        'Renée,"Full wrap,\nkeep the ""badges""",3850.5,2026-06-01T12:00:00.000Z,2026-06-03\r\n' +
        "'=1+1,,,2026-06-02T08:30:00.000Z,\r\n",
    );
  });

  it('writes the BOM and the header row alone when there are no rows', () => {
    expect(toCsv(COLUMNS, [])).toBe(`${CSV_BOM}Name,Note,Total,Created,Day\r\n`);
  });

  it('encodes as UTF-8 with the BOM bytes first', () => {
    const bytes = new TextEncoder().encode(toCsv([{ header: 'Name', cell: (r: string) => r }], ['Zoë']));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name\r\nZoë\r\n');
  });
});

describe('csvDownload', () => {
  it('sends the file as a UTF-8 CSV attachment named after the day, never cached', async () => {
    const app = new Hono().get('/', (c) => csvDownload(c, 'wrapsmith-leads', toCsv(COLUMNS, []), new Date('2026-11-23T23:59:00Z')));
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wrapsmith-leads-2026-11-23.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await res.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe('csvStreamDownload', () => {
  it('issue 24 (issue 23 item 20 leftover): lets the event loop go between slices, so other work runs before the export ends', async () => {
    const slices = 20;
    let served = 0;
    // Slices that cost nothing to read: without a yield the whole file would be written in one turn of the loop.
    const nextSlice = (after: Row | undefined) => {
      if (served >= slices) return Promise.resolve([]);
      served += 1;
      return Promise.resolve([{ name: `Row ${served}`, note: after ? 'more' : null, total: served, at: new Date(0), day: null }]);
    };
    const app = new Hono().get('/', (c) => csvStreamDownload(c, 'wrapsmith-leads', COLUMNS, nextSlice, new Date(0)));
    const res = await app.request('/');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    // Another request's turn: a macrotask queued once the export has begun.
    let servedWhenOtherRan: number | undefined;
    setImmediate(() => (servedWhenOtherRan = served));
    const chunks: Uint8Array[] = [];
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
    expect(served).toBe(slices);
    expect(servedWhenOtherRan).toBeDefined();
    expect(servedWhenOtherRan).toBeLessThanOrEqual(1);
    // Every row once, after the header.
    expect(Buffer.concat(chunks).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(slices + 1);
  });

  it('issue 23 item 20: reads a slice and writes it in turns of the event loop of their own, never two steps in one turn', async () => {
    const slices = 12;
    const rowsPerSlice = 3;
    const log: string[] = [];
    let read = 0;
    const nextSlice = () => {
      if (read >= slices) return Promise.resolve([]);
      read += 1;
      log.push(`read ${read}`);
      return Promise.resolve(Array.from({ length: rowsPerSlice }, (_, i) => ({ name: `Row ${read}.${i}`, note: null, total: read, at: new Date(0), day: null })));
    };
    // Writing a row asks its cells; the first column's cell marks the row in the log.
    const columns: CsvColumn<Row>[] = [{ header: 'Name', cell: (r) => (log.push(`write ${r.name}`), r.name) }, ...COLUMNS.slice(1)];
    const app = new Hono().get('/', (c) => csvStreamDownload(c, 'wrapsmith-leads', columns, nextSlice, new Date(0)));
    // Other requests' turns: a macrotask on every turn of the loop while the export runs.
    let ticking = true;
    const tick = () => {
      if (!ticking) return;
      log.push('turn');
      setImmediate(tick);
    };
    setImmediate(tick);
    const res = await app.request('/');
    const text = await res.text();
    ticking = false;
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(slices * rowsPerSlice + 1);
    // Between any read and the next step of the export (its writing, or the next read), another turn ran.
    const steps = log.map((entry, i) => ({ entry, i })).filter(({ entry }) => entry.startsWith('read') || entry.startsWith('write Row') && entry.endsWith('.0'));
    expect(steps).toHaveLength(slices * 2);
    for (let k = 1; k < steps.length; k++) {
      const between = log.slice((steps[k - 1]?.i ?? 0) + 1, steps[k]?.i);
      expect(between, `${steps[k - 1]?.entry} → ${steps[k]?.entry}`).toContain('turn');
    }
    // And a slice's rows are written in one turn, no more: no turn writes rows of two slices.
    const turns = log.join('|').split('turn');
    for (const turn of turns) expect(new Set([...turn.matchAll(/write Row (\d+)\./g)].map((m) => m[1])).size).toBeLessThanOrEqual(1);
  });
});
