// Reading a CSV download in tests: the BOM and CRLF endings are checked, the rows come back without them.
import { expect } from 'vitest';

/** The rows of the file after its BOM (checked), each without its CRLF. */
export async function csvRowsOf(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}
