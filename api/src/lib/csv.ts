// CSV exports of the shop's own rows (leads, bookings) that open safely in a spreadsheet: RFC 4180 with CRLF rows,
// a UTF-8 BOM, and no cell a spreadsheet would run as a formula (OWASP "CSV Injection"). See decision 028.
import type { Context } from 'hono';

/** null and undefined are empty cells; a Date is an ISO 8601 instant in UTC; date-only fields stay YYYY-MM-DD text. */
export type CsvCell = string | number | Date | null | undefined;

export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => CsvCell;
}

/** Without it Excel reads the file in the computer's legacy code page and turns "Renée" into "RenÃ©e". */
export const CSV_BOM = '\uFEFF';

/** What Excel, LibreOffice and Google Sheets may take for the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field. Text that could start a formula gets a leading `'`, so the spreadsheet shows it as text. Numbers are
 * written as they are: a number cannot carry a formula, and `'3850.5` would no longer add up in a column.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the BOM, a header row, then one row per item, every row ending in CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  const lines = [columns.map((column) => csvField(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.cell(row))));
  return CSV_BOM + lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}

/**
 * The file as a download named `<name>-YYYY-MM-DD.csv` after `day` (UTC). no-store: it holds customers' contact
 * details, which no shared cache or back-button copy should keep.
 */
export function csvDownload(c: Context, name: string, csv: string, day: Date): Response {
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day.toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * Rows per slice of a streamed export: one keyset query and one chunk of the file each (issue 23 item 20). A slice is
 * the longest another request can wait behind an export, and its read and its writing are each a turn of the event
 * loop of their own: 50 leads read in ~0.8 ms and are written in ~0.2 ms on the shared 2-core machine (100 took
 * 1.4 + 0.4 ms in one turn; decision 072's second update).
 */
export const CSV_SLICE_ROWS = 50;

/** Lets the event loop go: other requests' I/O and timers run before what follows. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The file as a streamed download (issue 23 item 20): the rows are read and written a slice at a time, `nextSlice`
 * given the last row of the previous slice (undefined for the first), and the event loop is let go between slices,
 * so a 10,000-row export never holds other shops' requests for longer than one slice's read or its writing. An empty slice ends the file.
 * The same bytes as csvDownload(toCsv(...)).
 */
export function csvStreamDownload<T>(
  c: Context,
  name: string,
  columns: readonly CsvColumn<T>[],
  nextSlice: (after: T | undefined) => Promise<T[]>,
  day: Date,
): Response {
  const encoder = new TextEncoder();
  let last: T | undefined;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_BOM}${columns.map((column) => csvField(column.header)).join(',')}\r\n`));
        return;
      }
      // Let other requests run between slices: a stream's next pull can otherwise follow at once.
      await yieldToLoop();
      const rows = await nextSlice(last);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      last = rows[rows.length - 1];
      // And between a slice's read and its writing, so no turn of the loop holds both.
      await yieldToLoop();
      controller.enqueue(encoder.encode(rows.map((row) => `${columns.map((column) => csvField(column.cell(row))).join(',')}\r\n`).join('')));
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day.toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  });
}
